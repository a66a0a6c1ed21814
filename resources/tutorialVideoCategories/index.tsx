import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { VideoCreate, VideoEdit, VideoOrderList } from '../tutorialVideos/videoViews';
import { tutorialVideoCategories } from './schema';

export default resourceDefinition(tutorialVideoCategories, {
  icon: VideoLibraryIcon,
  list: <VideoOrderList schema={tutorialVideoCategories} labelField="name" />,
  create: <VideoCreate schema={tutorialVideoCategories} />,
  edit: <VideoEdit schema={tutorialVideoCategories} />,
  aliases: [editAlias(tutorialVideoCategories.resource)],
});
