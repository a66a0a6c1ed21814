import SchemaCreate from '../views/SchemaCreate';
import { campaignSections, newCampaign } from './campaignSections';
import { campaigns } from './schema';

const CampaignCreate = () => (
  <SchemaCreate schema={campaigns} sections={campaignSections} defaultValues={newCampaign} />
);

export default CampaignCreate;
