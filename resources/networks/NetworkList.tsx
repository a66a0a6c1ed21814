import { ConsoleList } from '../views/reactAdminParts/list/ConsoleList';
import { CreateOnlyListToolbar } from '../views/listToolbars';
import { NetworkPriorityTable } from './NetworkPriorityTable';
import { networkListQuery } from './networkListQuery';
import { networks } from './schema';

const toolbar = <CreateOnlyListToolbar schema={networks} />;

/** /settings/networks: every network of the entity on one page, in priority order. */
const NetworkList = () => (
  <ConsoleList resource={networks.resource} {...networkListQuery} pagination={false} toolbar={toolbar}>
    <NetworkPriorityTable />
  </ConsoleList>
);

export default NetworkList;
