import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { groups } from './schema';

export default resourceDefinition(groups, {
  icon: WorkspacesIcon,
  aliases: [editAlias(groups.resource)],
});
