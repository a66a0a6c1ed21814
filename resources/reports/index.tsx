import BarChartIcon from '@mui/icons-material/BarChart';
import { resourceDefinition } from '../resourceDefinition';
import { reports } from './schema';

export default resourceDefinition(reports, {
  icon: BarChartIcon,
});
