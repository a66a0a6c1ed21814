import CategoryIcon from '@mui/icons-material/Category';
import { resourceDefinition } from '../resourceDefinition';
import { categories } from './schema';

export default resourceDefinition(categories, {
  icon: CategoryIcon,
});
