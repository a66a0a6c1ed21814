import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { emvPages } from './emv/emvPages';
import { profiles } from './schema';

const ProfileEdit = lazyView(() => import('./edit/ProfileEdit'));

export default resourceDefinition(profiles, {
  icon: SettingsApplicationsIcon,
  edit: <ProfileEdit />,
  pages: emvPages,
});
