import { memo } from 'react';
import { DataTableConfigContext } from 'ra-core';
import { DataTableRow, type DataTableRowProps } from 'ra-ui-materialui';
import { SelectRowCell } from './SelectRowCell';
import { useOwnSelectionCells } from './useOwnSelectionCells';

/**
 * react-admin's DataTable row, with a selection checkbox named after the record. Memoized as
 * react-admin's row is: the body renders again as each step of a page's rows comes
 * (RowsInSteps), and the rows already drawn, their checkbox included, stay as they are.
 */
export const LabelledSelectionRow = memo(({ children, ...props }: DataTableRowProps) => {
  const { selects, withoutTheirs } = useOwnSelectionCells();
  return (
    <DataTableConfigContext.Provider value={withoutTheirs}>
      <DataTableRow {...props}>
        {selects && <SelectRowCell />}
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
});
LabelledSelectionRow.displayName = 'LabelledSelectionRow';
