import CreditCardIcon from '@mui/icons-material/CreditCard';
import { resourceDefinition } from '../resourceDefinition';
import { bins } from './schema';

export default resourceDefinition(bins, {
  icon: CreditCardIcon,
});
