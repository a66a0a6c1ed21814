import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { VideoCreate, VideoEdit, VideoOrderList } from '../tutorialVideos/videoViews';
import { tutorialVideoCategories } from './schema';
import { videoOrderQuery } from '../tutorialVideos/list/videoOrderQuery';

export default resourceDefinition(tutorialVideoCategories, {
  icon: VideoLibraryIcon,
  list: <VideoOrderList schema={tutorialVideoCategories} labelField="name" />,
  listQuery: videoOrderQuery,
  create: <VideoCreate schema={tutorialVideoCategories} />,
  edit: <VideoEdit schema={tutorialVideoCategories} />,
  aliases: [editAlias(tutorialVideoCategories.resource)],
});
