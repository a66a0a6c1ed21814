import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { tutorialVideoCategories } from './schema';

export default resourceDefinition(tutorialVideoCategories, {
  icon: VideoLibraryIcon,
  aliases: [editAlias(tutorialVideoCategories.resource)],
});
