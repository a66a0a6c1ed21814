import { Empty } from 'ra-ui-materialui';

/** react-admin's empty list page (with its create button), in a chunk of its own. */
const ListEmptyPage = () => <Empty />;

export default ListEmptyPage;
