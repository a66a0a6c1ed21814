import MemoryIcon from '@mui/icons-material/Memory';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { components } from './schema';

const ComponentEdit = lazyView(() => import('./edit/ComponentEdit'));
const ComponentCreate = lazyView(() => import('./edit/ComponentCreate'));

export default resourceDefinition(components, {
  icon: MemoryIcon,
  edit: <ComponentEdit />,
  create: <ComponentCreate />,
  aliases: [editAlias(components.resource)],
});
