import { useDataTableStoreContext, useStore } from 'ra-core';
import { DataTableBody, type DataTableBodyProps } from 'ra-ui-materialui';
import { HiddenColumnsContext } from '../../table/HiddenColumnsContext';
import { LabelledSelectionRow } from './LabelledSelectionRow';

/**
 * react-admin's DataTable body, whose rows name their selection checkbox; it also reads the
 * hidden columns once for its TableColumn cells.
 */
export const LabelledSelectionBody = (props: DataTableBodyProps) => {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  return (
    <HiddenColumnsContext.Provider value={hidden}>
      <DataTableBody {...props} row={LabelledSelectionRow} />
    </HiddenColumnsContext.Provider>
  );
};
