import WifiIcon from '@mui/icons-material/Wifi';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { networkListQuery } from './networkListQuery';
import { networks } from './schema';

const NetworkList = lazyView(() => import('./NetworkList'));
const NetworkCreate = lazyView(() => import('./NetworkCreate'));

/** Reached from the settings hub; the list orders networks by priority. */
export default resourceDefinition(networks, {
  icon: WifiIcon,
  list: <NetworkList />,
  listQuery: networkListQuery,
  create: <NetworkCreate />,
});
