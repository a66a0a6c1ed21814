import PeopleIcon from '@mui/icons-material/People';
import { resourceDefinition } from '../resourceDefinition';
import { users } from './schema';

export default resourceDefinition(users, {
  icon: PeopleIcon,
});
