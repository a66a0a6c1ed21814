import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { tutorialVideos } from './schema';

export default resourceDefinition(tutorialVideos, {
  icon: SubscriptionsIcon,
  aliases: [editAlias(tutorialVideos.resource)],
});
