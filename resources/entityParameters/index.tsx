import TuneIcon from '@mui/icons-material/Tune';
import { resourceDefinition } from '../resourceDefinition';
import { entityParameters } from './schema';

export default resourceDefinition(entityParameters, {
  icon: TuneIcon,
});
