import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { roles } from './schema';

const RoleCreate = lazyView(() => import('./RoleCreate'));
const RoleEdit = lazyView(() => import('./RoleEdit'));

export default resourceDefinition(roles, {
  icon: AdminPanelSettingsIcon,
  create: <RoleCreate schema={roles} />,
  edit: <RoleEdit schema={roles} />,
  aliases: [{ path: 'RolCreate', to: () => `/${roles.resource}/create` }, editAlias(roles.resource, 'RolUpdate')],
});
