import KeyIcon from '@mui/icons-material/Key';
import { resourceDefinition } from '../resourceDefinition';
import { permissions } from './schema';

export default resourceDefinition(permissions, {
  icon: KeyIcon,
});
