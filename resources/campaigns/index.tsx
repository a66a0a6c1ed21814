import CampaignIcon from '@mui/icons-material/Campaign';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { campaigns } from './schema';

export default resourceDefinition(campaigns, {
  icon: CampaignIcon,
  aliases: [editAlias(campaigns.resource)],
});
