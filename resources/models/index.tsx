import DevicesIcon from '@mui/icons-material/Devices';
import { OperatorCatalogueList } from '../brands';
import { resourceDefinition } from '../resourceDefinition';
import { models } from './schema';

export default resourceDefinition(models, { icon: DevicesIcon, list: <OperatorCatalogueList schema={models} /> });
