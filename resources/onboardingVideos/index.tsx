import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { resourceDefinition } from '../resourceDefinition';
import { VideoCreate, VideoEdit, VideoOrderList } from '../tutorialVideos/videoViews';
import { onboardingVideos } from './schema';

export default resourceDefinition(onboardingVideos, {
  icon: OndemandVideoIcon,
  list: <VideoOrderList schema={onboardingVideos} labelField="title" />,
  create: <VideoCreate schema={onboardingVideos} />,
  edit: <VideoEdit schema={onboardingVideos} />,
});
