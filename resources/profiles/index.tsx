import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import { resourceDefinition } from '../resourceDefinition';
import { emvPages } from './emv/emvPages';
import { profiles } from './schema';

export default resourceDefinition(profiles, {
  icon: SettingsApplicationsIcon,
  pages: emvPages,
});
