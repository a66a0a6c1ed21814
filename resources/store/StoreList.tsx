import SchemaList from '../views/SchemaList';
import { store } from './schema';
import { StoreShelves } from './shelves/StoreShelves';

/** The store: its shelves as terminals show them, then the entries that fill them. */
const StoreList = () => (
  <>
    <StoreShelves />
    <SchemaList schema={store} />
  </>
);

export default StoreList;
