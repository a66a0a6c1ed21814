import PermMediaIcon from '@mui/icons-material/PermMedia';
import { resourceDefinition } from '../resourceDefinition';
import { multimedia } from './schema';

export default resourceDefinition(multimedia, {
  icon: PermMediaIcon,
});
