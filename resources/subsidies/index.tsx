import SavingsIcon from '@mui/icons-material/Savings';
import { resourceDefinition } from '../resourceDefinition';
import { subsidies } from './schema';

export default resourceDefinition(subsidies, {
  icon: SavingsIcon,
});
