import DevicesIcon from '@mui/icons-material/Devices';
import { resourceDefinition } from '../resourceDefinition';
import { models } from './schema';

export default resourceDefinition(models, { icon: DevicesIcon });
