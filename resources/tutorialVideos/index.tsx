import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { tutorialVideos } from './schema';

const VideoOrderList = lazyView(() => import('./list/VideoOrderList'));
const VideoCreate = lazyView(() => import('./form/VideoCreate'));
const VideoEdit = lazyView(() => import('./form/VideoEdit'));

export default resourceDefinition(tutorialVideos, {
  icon: SubscriptionsIcon,
  list: <VideoOrderList schema={tutorialVideos} labelField="title" />,
  create: <VideoCreate schema={tutorialVideos} />,
  edit: <VideoEdit schema={tutorialVideos} />,
  aliases: [editAlias(tutorialVideos.resource)],
});
