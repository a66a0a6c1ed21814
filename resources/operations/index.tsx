import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { schemaListQuery } from '../views/schemaListQuery';
import { operationPages } from './pages/operationPages';
import { operations } from './schema';

const OperationList = lazyView(() => import('./list/OperationList'));

export default resourceDefinition(operations, {
  icon: ReceiptLongIcon,
  list: <OperationList />,
  listQuery: schemaListQuery(operations),
  pages: operationPages,
});
