import DescriptionIcon from '@mui/icons-material/Description';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { schemaListQuery } from '../views/schemaListQuery';
import { terminalLogs } from './schema';

const TerminalLogList = lazyView(() => import('./TerminalLogList'));

export default resourceDefinition(terminalLogs, {
  icon: DescriptionIcon,
  list: <TerminalLogList />,
  listQuery: schemaListQuery(terminalLogs),
});
