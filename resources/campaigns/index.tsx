import CampaignIcon from '@mui/icons-material/Campaign';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { campaigns } from './schema';

const CampaignCreate = lazyView(() => import('./CampaignCreate'));
const CampaignEdit = lazyView(() => import('./CampaignEdit'));

export default resourceDefinition(campaigns, {
  icon: CampaignIcon,
  aliases: [editAlias(campaigns.resource)],
  create: <CampaignCreate />,
  edit: <CampaignEdit />,
});
