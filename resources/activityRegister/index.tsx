import HistoryIcon from '@mui/icons-material/History';
import { resourceDefinition } from '../resourceDefinition';
import { activityRegister } from './schema';

export default resourceDefinition(activityRegister, {
  icon: HistoryIcon,
});
