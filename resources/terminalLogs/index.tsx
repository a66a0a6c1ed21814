import DescriptionIcon from '@mui/icons-material/Description';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { terminalLogs } from './schema';

const TerminalLogList = lazyView(() => import('./TerminalLogList'));

export default resourceDefinition(terminalLogs, { icon: DescriptionIcon, list: <TerminalLogList /> });
