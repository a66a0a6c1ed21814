import MemoryIcon from '@mui/icons-material/Memory';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { components } from './schema';

export default resourceDefinition(components, {
  icon: MemoryIcon,
  aliases: [editAlias(components.resource)],
});
