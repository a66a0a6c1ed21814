import AssessmentIcon from '@mui/icons-material/Assessment';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { artemisReports } from './schema';

const ArtemisReportShow = lazyView(() => import('./ArtemisReportShow'));

export default resourceDefinition(artemisReports, {
  icon: AssessmentIcon,
  show: <ArtemisReportShow />,
});
