import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import { resourceDefinition } from '../resourceDefinition';
import { profiles } from './schema';

export default resourceDefinition(profiles, {
  icon: SettingsApplicationsIcon,
});
