import { DataTableLoading } from 'ra-ui-materialui';

/** react-admin's placeholder rows (drawn after a second of waiting), in a chunk of their own. */
export default DataTableLoading;
