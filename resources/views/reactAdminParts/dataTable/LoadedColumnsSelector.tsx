/** The column chooser (its search field and menu) and its entries, in a chunk of their own. */
export { default } from './ColumnsChooser';
export { ColumnsSelectorItem } from 'ra-ui-materialui';
