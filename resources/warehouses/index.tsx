import WarehouseIcon from '@mui/icons-material/Warehouse';
import { resourceDefinition } from '../resourceDefinition';
import { warehouses } from './schema';

export default resourceDefinition(warehouses, {
  icon: WarehouseIcon,
});
