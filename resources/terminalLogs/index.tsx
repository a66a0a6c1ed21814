import DescriptionIcon from '@mui/icons-material/Description';
import { resourceDefinition } from '../resourceDefinition';
import { terminalLogs } from './schema';

export default resourceDefinition(terminalLogs, {
  icon: DescriptionIcon,
});
