import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { branches } from './schema';

const BranchCreate = lazyView(() => import('./form/BranchCreate'));
const BranchEdit = lazyView(() => import('./form/BranchEdit'));

export default resourceDefinition(branches, {
  icon: AccountTreeIcon,
  create: <BranchCreate />,
  edit: <BranchEdit />,
});
