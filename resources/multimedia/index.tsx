import PermMediaIcon from '@mui/icons-material/PermMedia';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { multimedia } from './schema';

const MultimediaCreate = lazyView(() => import('./form/MultimediaCreate'));
const MultimediaEdit = lazyView(() => import('./form/MultimediaEdit'));

export default resourceDefinition(multimedia, {
  icon: PermMediaIcon,
  create: <MultimediaCreate />,
  edit: <MultimediaEdit />,
});
