import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { resourceDefinition } from '../resourceDefinition';
import { agreements } from './schema';

export default resourceDefinition(agreements, {
  icon: LoyaltyIcon,
});
