import SchemaList from '../../views/SchemaList';
import { operations } from '../schema';
import { OperationTotalsPanel } from './OperationTotalsPanel';

/** /operations: the commerce's transactions, filtered on the server, with the totals of what the filter finds. */
const OperationList = () => <SchemaList schema={operations} aside={<OperationTotalsPanel />} />;

export default OperationList;
