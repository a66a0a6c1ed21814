import PeopleIcon from '@mui/icons-material/People';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { users } from './schema';

const UserCreate = lazyView(() => import('./UserCreate'));
const UserEdit = lazyView(() => import('./UserEdit'));

export default resourceDefinition(users, {
  icon: PeopleIcon,
  create: <UserCreate />,
  edit: <UserEdit />,
});
