import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import { resourceDefinition } from '../resourceDefinition';
import { brands } from './schema';

export default resourceDefinition(brands, { icon: BrandingWatermarkIcon });
