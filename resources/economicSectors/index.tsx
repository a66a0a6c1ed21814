import FactoryIcon from '@mui/icons-material/Factory';
import { resourceDefinition } from '../resourceDefinition';
import { economicSectors } from './schema';

export default resourceDefinition(economicSectors, {
  icon: FactoryIcon,
});
