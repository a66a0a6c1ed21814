import { Offline } from 'ra-ui-materialui';

/** react-admin's notice of a list the browser could not ask for, offline, in a chunk of its own. */
export default Offline;
