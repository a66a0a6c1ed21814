import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { resourceDefinition } from '../resourceDefinition';
import { roles } from './schema';

export default resourceDefinition(roles, {
  icon: AdminPanelSettingsIcon,
  aliases: [
    { path: 'RolCreate', to: () => `/${roles.resource}/create` },
    { path: 'RolUpdate', to: (_, query) => `/${roles.resource}/${query.get('id') ?? ''}` },
  ],
});
