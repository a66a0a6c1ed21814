import DnsIcon from '@mui/icons-material/Dns';
import { resourceDefinition } from '../resourceDefinition';
import { hosts } from './schema';

/** /settings/host, reached from the settings hub; card types route to these hosts. */
export default resourceDefinition(hosts, { icon: DnsIcon });
