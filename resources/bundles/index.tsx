import Inventory2Icon from '@mui/icons-material/Inventory2';
import { resourceDefinition } from '../resourceDefinition';
import { bundles } from './schema';

export default resourceDefinition(bundles, {
  icon: Inventory2Icon,
});
