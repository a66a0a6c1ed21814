import { useCanAccess } from 'ra-core';
import { useEntityAbilities } from '../../../authProvider/useEntityAbilities';
import { commerceParameters } from '../../commerceParameters/schema';
import { commerceProducts } from '../../commerceProducts/schema';
import { qrCodes } from '../../qrCodes/schema';
import { terminals } from '../../terminals/schema';
import type { CommerceTab } from './commerceTabs';

/** The tabs the user may open: each asks its data's permission; products only for entities 9 and 3. */
export const useVisibleTabs = (): CommerceTab[] => {
  const abilities = useEntityAbilities();
  const parameters = useCanAccess({ resource: commerceParameters.resource, action: 'list' });
  const terminalList = useCanAccess({ resource: terminals.resource, action: 'list' });
  const products = useCanAccess({ resource: commerceProducts.resource, action: 'list' });
  const qr = useCanAccess({ resource: qrCodes.resource, action: 'list' });
  return [
    'data' as const,
    ...(parameters.canAccess ? (['parameters'] as const) : []),
    ...(terminalList.canAccess ? (['terminals'] as const) : []),
    ...(abilities.commerceProductTab && products.canAccess ? (['products'] as const) : []),
    ...(qr.canAccess ? (['qr'] as const) : []),
  ];
};
