import { CreateButton, List, TopToolbar } from 'ra-ui-materialui';
import { NetworkPriorityTable } from './NetworkPriorityTable';
import { networks } from './schema';

const PRIORITY_ORDER = { field: 'priority', order: 'ASC' } as const;

/** /settings/networks: every network of the entity on one page, in priority order. */
const NetworkList = () => (
  <List
    resource={networks.resource}
    sort={PRIORITY_ORDER}
    perPage={100}
    pagination={false}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <NetworkPriorityTable />
  </List>
);

export default NetworkList;
