import AppsIcon from '@mui/icons-material/Apps';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { apps } from './schema';

export default resourceDefinition(apps, {
  icon: AppsIcon,
  aliases: [editAlias(apps.resource), editAlias(apps.resource, `${apps.resource}/update`)],
});
