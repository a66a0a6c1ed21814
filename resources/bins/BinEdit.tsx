import SchemaEdit from '../views/SchemaEdit';
import { bins } from './schema';
import { useBinRangeCheck } from './useBinRangeCheck';

/** The BIN edit form, refusing ranges another BIN covers before the sandbox does. */
const BinEdit = () => <SchemaEdit schema={bins} check={useBinRangeCheck()} />;

export default BinEdit;
