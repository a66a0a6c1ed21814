import CreditCardIcon from '@mui/icons-material/CreditCard';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { bins } from './schema';

const BinCreate = lazyView(() => import('./BinCreate'));
const BinEdit = lazyView(() => import('./BinEdit'));

export default resourceDefinition(bins, {
  icon: CreditCardIcon,
  create: <BinCreate />,
  edit: <BinEdit />,
});
