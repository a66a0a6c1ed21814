import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { tutorialVideoCategories } from './schema';

const VideoOrderList = lazyView(() => import('../tutorialVideos/list/VideoOrderList'));
const VideoCreate = lazyView(() => import('../tutorialVideos/form/VideoCreate'));
const VideoEdit = lazyView(() => import('../tutorialVideos/form/VideoEdit'));

export default resourceDefinition(tutorialVideoCategories, {
  icon: VideoLibraryIcon,
  list: <VideoOrderList schema={tutorialVideoCategories} labelField="name" />,
  create: <VideoCreate schema={tutorialVideoCategories} />,
  edit: <VideoEdit schema={tutorialVideoCategories} />,
  aliases: [editAlias(tutorialVideoCategories.resource)],
});
