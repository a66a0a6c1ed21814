import StorefrontIcon from '@mui/icons-material/Storefront';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { commerces } from './schema';

const CommerceCreate = lazyView(() => import('./form/CommerceCreate'));
const CommerceEdit = lazyView(() => import('./form/CommerceEdit'));

export default resourceDefinition(commerces, {
  icon: StorefrontIcon,
  create: <CommerceCreate />,
  edit: <CommerceEdit />,
  aliases: [editAlias(commerces.resource)],
});
