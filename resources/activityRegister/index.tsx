import HistoryIcon from '@mui/icons-material/History';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { schemaListQuery } from '../views/schemaListQuery';
import { activityRegister } from './schema';

const ActivityRegisterList = lazyView(() => import('./ActivityRegisterList'));

export default resourceDefinition(activityRegister, {
  icon: HistoryIcon,
  list: <ActivityRegisterList />,
  listQuery: schemaListQuery(activityRegister),
});
