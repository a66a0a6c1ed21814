import Inventory2Icon from '@mui/icons-material/Inventory2';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { bundles } from './schema';

const BundleShow = lazyView(() => import('./show/BundleShow'));

export default resourceDefinition(bundles, {
  icon: Inventory2Icon,
  show: <BundleShow />,
  // The spec's /bundle-edit: with ?id= the bundle's edit page, without it a new bundle.
  aliases: [editAlias(bundles.resource, 'bundle-edit')],
});
