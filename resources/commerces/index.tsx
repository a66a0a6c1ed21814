import StorefrontIcon from '@mui/icons-material/Storefront';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { commerces } from './schema';

export default resourceDefinition(commerces, {
  icon: StorefrontIcon,
  aliases: [editAlias(commerces.resource)],
});
