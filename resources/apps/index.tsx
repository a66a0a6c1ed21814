import AppsIcon from '@mui/icons-material/Apps';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { fleetInstallPages } from '../fleetInstalls/fleetInstallPages';
import { lazyView } from '../views/lazyView';
import { apps } from './schema';

const AppEdit = lazyView(() => import('./edit/AppEdit'));
const AppCreate = lazyView(() => import('./edit/AppCreate'));

export default resourceDefinition(apps, {
  icon: AppsIcon,
  edit: <AppEdit />,
  create: <AppCreate />,
  aliases: [editAlias(apps.resource), editAlias(apps.resource, `${apps.resource}/update`)],
  pages: fleetInstallPages,
});
