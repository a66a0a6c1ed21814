import { useAuthProvider } from 'ra-core';
import { useMemo } from 'react';
import type { ConsoleAuthProvider } from '../../../authProvider/authProvider';
import { variantOf } from '../rules/commerceVariant';

/** The signed-in entity's commerce variant and configuration flags. */
export const useCommerceVariant = () => {
  const context = useAuthProvider<ConsoleAuthProvider>()?.accessContext();
  const entityId = context?.entityId ?? Number.NaN;
  // The config is read fresh from storage on each call: it is compared by content.
  const configText = JSON.stringify(context?.config ?? {});
  return useMemo(
    () => ({ entityId, variant: variantOf(entityId), config: JSON.parse(configText) as Record<string, string> }),
    [entityId, configText],
  );
};
