import { ConsoleList } from '../views/reactAdminParts/list/ConsoleList';
import { listChrome } from '../views/reactAdminParts/list/listChrome';
import { NetworkPriorityTable } from './NetworkPriorityTable';
import { networkListQuery } from './networkListQuery';
import { networks } from './schema';

const NetworkToolbar = listChrome(() => import('../views/CreateOnlyListChrome'));
const toolbar = <NetworkToolbar schema={networks} />;

/** /settings/networks: every network of the entity on one page, in priority order. */
const NetworkList = () => (
  <ConsoleList resource={networks.resource} {...networkListQuery} pagination={false} toolbar={toolbar}>
    <NetworkPriorityTable />
  </ConsoleList>
);

export default NetworkList;
