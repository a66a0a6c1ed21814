import AssessmentIcon from '@mui/icons-material/Assessment';
import { resourceDefinition } from '../resourceDefinition';
import { artemisReports } from './schema';

export default resourceDefinition(artemisReports, {
  icon: AssessmentIcon,
});
