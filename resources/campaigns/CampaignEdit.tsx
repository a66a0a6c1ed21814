import SchemaEdit from '../views/SchemaEdit';
import { campaignSections } from './campaignSections';
import { campaigns } from './schema';

const CampaignEdit = () => <SchemaEdit schema={campaigns} sections={campaignSections} />;

export default CampaignEdit;
