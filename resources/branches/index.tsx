import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { resourceDefinition } from '../resourceDefinition';
import { branches } from './schema';

export default resourceDefinition(branches, {
  icon: AccountTreeIcon,
});
