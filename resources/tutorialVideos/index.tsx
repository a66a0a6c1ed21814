import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { VideoCreate, VideoEdit, VideoOrderList } from './videoViews';
import { tutorialVideos } from './schema';
import { videoOrderQuery } from './list/videoOrderQuery';

export default resourceDefinition(tutorialVideos, {
  icon: SubscriptionsIcon,
  list: <VideoOrderList schema={tutorialVideos} labelField="title" />,
  listQuery: videoOrderQuery,
  create: <VideoCreate schema={tutorialVideos} />,
  edit: <VideoEdit schema={tutorialVideos} />,
  aliases: [editAlias(tutorialVideos.resource)],
});
