import { ListNoResults } from 'ra-ui-materialui';

/** react-admin's notice of a filter that leaves no row, with its button to clear it, in a chunk of its own. */
export default ListNoResults;
