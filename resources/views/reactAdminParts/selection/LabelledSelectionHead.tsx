import { DataTableConfigContext } from 'ra-core';
import { DataTableHead, type DataTableHeadProps } from 'ra-ui-materialui';
import { SelectAllCell } from './SelectAllCell';
import { useOwnSelectionCells } from './useOwnSelectionCells';

/** react-admin's DataTable head, with a "select all" checkbox whose input is named. */
export const LabelledSelectionHead = ({ children, ...props }: DataTableHeadProps) => {
  const { selects, withoutTheirs } = useOwnSelectionCells();
  return (
    <DataTableConfigContext.Provider value={withoutTheirs}>
      <DataTableHead {...props}>
        {selects && <SelectAllCell />}
        {children}
      </DataTableHead>
    </DataTableConfigContext.Provider>
  );
};
