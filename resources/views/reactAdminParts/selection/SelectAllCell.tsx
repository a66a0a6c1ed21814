import type { ChangeEvent } from 'react';
import { Checkbox, TableCell } from '@mui/material';
import {
  useDataTableCallbacksContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useTranslate,
} from 'ra-core';
import { DataTableClasses } from 'ra-ui-materialui';

/**
 * The header's "select all" checkbox, as react-admin's: it selects or clears the selectable rows
 * of the page, keeping what was selected on other pages; its name is on the input itself.
 */
export const SelectAllCell = () => {
  const data = useDataTableDataContext() ?? [];
  const { isRowSelectable, onSelect } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext() ?? [];
  const translate = useTranslate();
  const selectableIds = data.filter((record) => !isRowSelectable || isRowSelectable(record)).map(({ id }) => id);
  const allSelected = selectableIds.length > 0 && selectableIds.every((id) => selectedIds.includes(id));
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (!onSelect) return;
    const others = selectedIds.filter((id) => !data.some((record) => record.id === id));
    onSelect(event.target.checked ? [...others, ...selectableIds] : others);
  };
  return (
    <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
      <Checkbox
        className="select-all"
        color="primary"
        checked={allSelected}
        onChange={change}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
      />
    </TableCell>
  );
};
