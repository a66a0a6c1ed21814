import CodeIcon from '@mui/icons-material/Code';
import { resourceDefinition } from '../resourceDefinition';
import { developers } from './schema';

export default resourceDefinition(developers, {
  icon: CodeIcon,
});
