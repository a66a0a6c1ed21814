import { ColumnsSelector } from 'ra-ui-materialui';

/** react-admin's column chooser (its search field and menu), in a chunk of its own. */
export default ColumnsSelector;
