import { createElement, useContext } from 'react';
import clsx from 'clsx';
import { useDataTableRenderContext, useRecordContext } from 'ra-core';
import { DataTable, DataTableClasses, type DataTableColumnProps } from 'ra-ui-materialui';
import { HiddenColumnsContext } from './HiddenColumnsContext';
import { PLAIN_CELL_CLASS } from './plainCell';
import { TableHeadCell } from './TableHeadCell';

const cellContent = ({ children, render, field, source }: DataTableColumnProps, record: Record<string, unknown>) => {
  if (children !== undefined) return children;
  if (render) return render(record);
  if (field) return createElement(field, { source });
  const value = source === undefined ? undefined : record[source];
  return value == null ? null : String(value);
};

/**
 * A DataTable column (DataTable.Col's props) whose body cells are plain `<td>`s, styled once for
 * the whole table by the theme. react-admin's cell is four components deep (a memo, two styled
 * wrappers and MUI's cell, each computing its styles, and a store subscription per cell, hidden
 * ones included): on a page of 25 terminals that was most of the first render. The head is
 * TableHeadCell (its sort tooltip waits for the first paint). The column chooser, cells with their
 * own `sx`, and tables outside LabelledSelectionBody keep react-admin's own column.
 */
export const TableColumn = (props: DataTableColumnProps) => {
  const place = useDataTableRenderContext();
  const hidden = useContext(HiddenColumnsContext);
  const record = useRecordContext();
  const { source, label, className, cellClassName, cellSx, sx, align } = props;
  if (place === 'header') return <TableHeadCell {...props} />;
  if (place !== 'data' || hidden === undefined || cellSx || sx || align) return <DataTable.Col {...props} />;
  if (hidden.includes(source ?? String(label)) || !record) return null;
  return (
    <td className={clsx(PLAIN_CELL_CLASS, DataTableClasses.rowCell, className, cellClassName, `column-${source}`)}>
      {cellContent(props, record)}
    </td>
  );
};
