import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { resourceDefinition } from '../resourceDefinition';
import { VideoCreate, VideoEdit, VideoOrderList } from '../tutorialVideos/videoViews';
import { onboardingVideos } from './schema';
import { videoOrderQuery } from '../tutorialVideos/list/videoOrderQuery';

export default resourceDefinition(onboardingVideos, {
  icon: OndemandVideoIcon,
  list: <VideoOrderList schema={onboardingVideos} labelField="title" />,
  listQuery: videoOrderQuery,
  create: <VideoCreate schema={onboardingVideos} />,
  edit: <VideoEdit schema={onboardingVideos} />,
});
