import StoreIcon from '@mui/icons-material/Store';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { schemaListQuery } from '../views/schemaListQuery';
import { store } from './schema';

const StoreList = lazyView(() => import('./StoreList'));

export default resourceDefinition(store, {
  icon: StoreIcon,
  list: <StoreList />,
  listQuery: schemaListQuery(store),
});
