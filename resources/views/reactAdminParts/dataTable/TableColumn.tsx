import { lazy, memo } from 'react';
import { useDataTableRenderContext } from 'ra-core';
import { DataTableCell, type DataTableColumnProps } from 'ra-ui-materialui';
import { TableHeadCell } from '../firstPaint/TableHeadCell';

const ColumnsSelectorItem = lazy(() =>
  import('./LoadedColumnsSelector').then((module) => ({ default: module.ColumnsSelectorItem })),
);

/**
 * react-admin's DataTable column, whose header cell is TableHeadCell (its sort tooltip mounts after
 * the first paint) and whose entry in the column chooser comes with the chooser's chunk: react-admin's
 * own imports the chooser's switch with every table.
 */
export const TableColumn = memo((props: Omit<DataTableColumnProps, 'ref'>) => {
  switch (useDataTableRenderContext()) {
    case 'header':
      return <TableHeadCell {...props} />;
    case 'columnsSelector':
      return <ColumnsSelectorItem {...props} />;
    default:
      return <DataTableCell {...props} />;
  }
});
TableColumn.displayName = 'TableColumn';
