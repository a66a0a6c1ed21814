import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { resourceDefinition } from '../resourceDefinition';
import { permissions2fa } from './schema';

/** The per-permission 2FA list, reached from the settings hub. */
export default resourceDefinition(permissions2fa, { icon: PhonelinkLockIcon });
