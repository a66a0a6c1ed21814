import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { brands } from './schema';

export const OperatorCatalogueList = lazyView(() => import('./OperatorCatalogueList'));

export default resourceDefinition(brands, {
  icon: BrandingWatermarkIcon,
  list: <OperatorCatalogueList schema={brands} />,
});
