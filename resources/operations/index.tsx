import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { resourceDefinition } from '../resourceDefinition';
import { operations } from './schema';

export default resourceDefinition(operations, {
  icon: ReceiptLongIcon,
});
