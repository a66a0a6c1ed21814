import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { resourceDefinition } from '../resourceDefinition';
import { tags } from './schema';

export default resourceDefinition(tags, { icon: LocalOfferIcon });
