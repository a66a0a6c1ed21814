import StorefrontIcon from '@mui/icons-material/Storefront';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { commerceUserRoles } from './schema';

const RoleCreate = lazyView(() => import('../roles/RoleCreate'));
const RoleEdit = lazyView(() => import('../roles/RoleEdit'));

/** Reached from the settings hub; /settings/update-user-commerce-role?id= opens one. */
export default resourceDefinition(commerceUserRoles, {
  icon: StorefrontIcon,
  create: <RoleCreate schema={commerceUserRoles} />,
  edit: <RoleEdit schema={commerceUserRoles} />,
  aliases: [editAlias(commerceUserRoles.resource, 'settings/update-user-commerce-role')],
});
