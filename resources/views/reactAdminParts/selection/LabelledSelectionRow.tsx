import { DataTableConfigContext } from 'ra-core';
import { DataTableRow, type DataTableRowProps } from 'ra-ui-materialui';
import { SelectRowCell } from './SelectRowCell';
import { useOwnSelectionCells } from './useOwnSelectionCells';

/** react-admin's DataTable row, with a selection checkbox named after the record. */
export const LabelledSelectionRow = ({ children, ...props }: DataTableRowProps) => {
  const { selects, withoutTheirs } = useOwnSelectionCells();
  return (
    <DataTableConfigContext.Provider value={withoutTheirs}>
      <DataTableRow {...props}>
        {selects && <SelectRowCell />}
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
};
