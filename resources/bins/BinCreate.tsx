import SchemaCreate from '../views/SchemaCreate';
import { bins } from './schema';
import { useBinRangeCheck } from './useBinRangeCheck';

/** The BIN form, refusing ranges another BIN covers before the sandbox does. */
const BinCreate = () => <SchemaCreate schema={bins} check={useBinRangeCheck()} />;

export default BinCreate;
