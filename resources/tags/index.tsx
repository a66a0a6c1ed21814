import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { schemaListQuery } from '../views/schemaListQuery';
import { tags } from './schema';

const TagList = lazyView(() => import('./TagList'));
const TagEdit = lazyView(() => import('./TagEdit'));

export default resourceDefinition(tags, {
  icon: LocalOfferIcon,
  list: <TagList />,
  listQuery: schemaListQuery(tags),
  edit: <TagEdit />,
});
