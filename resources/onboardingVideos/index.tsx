import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { resourceDefinition } from '../resourceDefinition';
import { onboardingVideos } from './schema';

export default resourceDefinition(onboardingVideos, {
  icon: OndemandVideoIcon,
});
