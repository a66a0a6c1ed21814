import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { groupPages } from './pages/groupPages';
import { groups } from './schema';

const GroupEdit = lazyView(() => import('./edit/GroupEdit'));

export default resourceDefinition(groups, {
  icon: WorkspacesIcon,
  edit: <GroupEdit />,
  aliases: [editAlias(groups.resource)],
  pages: groupPages,
});
