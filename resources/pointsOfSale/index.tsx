import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { resourceDefinition } from '../resourceDefinition';
import { pointsOfSale } from './schema';

export default resourceDefinition(pointsOfSale, {
  icon: AddBusinessIcon,
});
