import { useDataTableRenderContext } from 'ra-core';
import { DataTableColumn, type DataTableColumnProps } from 'ra-ui-materialui';
import { TableHeadCell } from './TableHeadCell';

/**
 * react-admin's DataTable column, whose header cell is TableHeadCell: its sort tooltip mounts
 * after the first paint.
 */
export const TableColumn = (props: DataTableColumnProps) =>
  useDataTableRenderContext() === 'header' ? <TableHeadCell {...props} /> : <DataTableColumn {...props} />;
