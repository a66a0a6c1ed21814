import StoreIcon from '@mui/icons-material/Store';
import { resourceDefinition } from '../resourceDefinition';
import { store } from './schema';

export default resourceDefinition(store, {
  icon: StoreIcon,
});
