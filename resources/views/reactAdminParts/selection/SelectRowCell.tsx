import type { MouseEvent } from 'react';
import { Checkbox, TableCell } from '@mui/material';
import {
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'ra-core';
import { DataTableClasses } from 'ra-ui-materialui';
import { selectRowLabel } from './selectRowLabel';

/**
 * A row's selection checkbox, as react-admin's but with the name on the input itself and built
 * from the record ("Seleccionar PAX000000003"). Shift-click still selects a range.
 */
export const SelectRowCell = () => {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const translate = useTranslate();
  if (!record) return null;
  const selectable = !isRowSelectable || isRowSelectable(record);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (!selectable || !handleToggleItem) return;
    handleToggleItem(record.id, event);
    event.stopPropagation();
  };
  return (
    <TableCell padding="checkbox">
      <Checkbox
        className={`select-item ${DataTableClasses.checkbox}`}
        color="primary"
        checked={selectable && Boolean(selectedIds?.includes(record.id))}
        disabled={!selectable}
        onClick={toggle}
        slotProps={{ input: { 'aria-label': selectRowLabel(translate, represent(record), record.id) } }}
      />
    </TableCell>
  );
};
