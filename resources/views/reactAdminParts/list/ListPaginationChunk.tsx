import { Pagination } from 'ra-ui-materialui';

/** react-admin's list pagination, in a chunk of its own. */
const ListPaginationChunk = () => <Pagination />;

export default ListPaginationChunk;
