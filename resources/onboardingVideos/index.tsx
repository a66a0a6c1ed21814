import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { onboardingVideos } from './schema';

const VideoOrderList = lazyView(() => import('../tutorialVideos/list/VideoOrderList'));
const VideoCreate = lazyView(() => import('../tutorialVideos/form/VideoCreate'));
const VideoEdit = lazyView(() => import('../tutorialVideos/form/VideoEdit'));

export default resourceDefinition(onboardingVideos, {
  icon: OndemandVideoIcon,
  list: <VideoOrderList schema={onboardingVideos} labelField="title" />,
  create: <VideoCreate schema={onboardingVideos} />,
  edit: <VideoEdit schema={onboardingVideos} />,
});
