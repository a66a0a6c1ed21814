import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { schemaListQuery } from '../views/schemaListQuery';
import { permissions2fa } from './schema';

const Permission2faList = lazyView(() => import('./Permission2faList'));

/** The per-permission 2FA list, reached from the settings hub. */
export default resourceDefinition(permissions2fa, {
  icon: PhonelinkLockIcon,
  list: <Permission2faList />,
  listQuery: schemaListQuery(permissions2fa),
});
