import BarChartIcon from '@mui/icons-material/BarChart';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { schemaListQuery } from '../views/schemaListQuery';
import { reports } from './schema';

const ReportList = lazyView(() => import('./ReportList'));

export default resourceDefinition(reports, {
  icon: BarChartIcon,
  list: <ReportList />,
  listQuery: schemaListQuery(reports),
});
