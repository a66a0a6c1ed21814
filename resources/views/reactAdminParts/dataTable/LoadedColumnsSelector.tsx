import { ColumnsSelector } from 'ra-ui-materialui';

/** react-admin's column chooser (its search field and menu) and its entries, in a chunk of their own. */
export default ColumnsSelector;
export { ColumnsSelectorItem } from 'ra-ui-materialui';
