import WifiIcon from '@mui/icons-material/Wifi';
import { resourceDefinition } from '../resourceDefinition';
import { networks } from './schema';

export default resourceDefinition(networks, {
  icon: WifiIcon,
});
