import type { ReactElement } from 'react';
import { NullableBooleanInput } from 'ra-ui-materialui';
import { filterInputs } from '../../views/filterInputs';
import { ONLINE_FILTER, terminals } from '../schema';

/**
 * The list's server-side filters: the schema's (search, serial, alias, commerce, group, brand,
 * model, profile, tags, connection type, Android version, deleted), plus online or offline.
 * References are offered only where the user may read their target.
 */
export const terminalFilters = (readable: (resource: string) => boolean): ReactElement[] => {
  const [search, ...rest] = filterInputs(terminals, readable);
  return [
    search,
    <NullableBooleanInput
      key={ONLINE_FILTER}
      source={ONLINE_FILTER}
      label="terminalList.state"
      trueLabel="terminalList.online"
      falseLabel="terminalList.offline"
    />,
    ...rest,
  ];
};
