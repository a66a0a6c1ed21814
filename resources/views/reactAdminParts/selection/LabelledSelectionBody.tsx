import { DataTableBody, type DataTableBodyProps } from 'ra-ui-materialui';
import { LabelledSelectionRow } from './LabelledSelectionRow';

/** react-admin's DataTable body, whose rows name their selection checkbox. */
export const LabelledSelectionBody = (props: DataTableBodyProps) => (
  <DataTableBody {...props} row={LabelledSelectionRow} />
);
