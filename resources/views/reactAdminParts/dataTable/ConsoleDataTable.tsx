import { Children, isValidElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import { useThemeProps } from '@mui/material/styles';
import clsx from 'clsx';
import {
  DataTableBase,
  DataTableRenderContext,
  useCanAccess,
  useListContextWithProps,
  useResourceContext,
  useStore,
  type RaRecord,
} from 'ra-core';
import {
  DataTableBody,
  DataTableClasses,
  DataTableHead,
  DataTableRoot,
  DataTableRowSxContext,
  type DataTableProps,
} from 'ra-ui-materialui';
import { WhenFirstSelected } from '../list/WhenFirstSelected';
import { ColumnsSelectorSlot } from './ColumnsSelectorSlot';
import { dataTableStoreKey } from './dataTableStoreKey';
import { TableColumn } from './TableColumn';
import { reorderColumns } from './reorderColumns';
import { RowsInSteps } from './RowsInSteps';

const NoFoot: ComponentType<{ children?: ReactNode }> = () => null;
const LoadedBulkActions = lazy(() => import('./LoadedBulkActions'));
const ListNoResults = lazy(() => import('./LoadedListNoResults'));
// It draws nothing during the first second of a wait: its chunk comes meanwhile.
const DataTableLoading = lazy(() => import('./LoadedDataTableLoading'));

/**
 * react-admin's DataTable (same props, classes, store keys and parts), whose column chooser comes
 * in a chunk of its own and is drawn into the popover of ColumnsChooserButton, which mounts as a
 * user reaches for the button, whenever the list's toolbar came (ColumnsSelectorSlot).
 * react-admin's imports the chooser with the table and gives up on it 500 ms after the rows mount,
 * so a toolbar that came later had to mount the whole table again. The bulk actions bar (and its
 * default bulk delete, with a confirmation dialog) is fetched on the first selection, the "no
 * results" notice (with its button) when a filter leaves none. The body draws its rows a few at a
 * time (RowsInSteps).
 */
const ConsoleDataTableView = <RecordType extends RaRecord = RaRecord>(inProps: DataTableProps<RecordType>) => {
  const props = useThemeProps({ props: inProps, name: 'RaDataTable' });
  const resource = useResourceContext(props);
  const { canAccess: canDelete } = useCanAccess({
    resource,
    action: 'delete',
    ...(props.bulkActionButtons === false ? { enabled: false } : {}),
  });
  const {
    body: Body = DataTableBody,
    head: Head = DataTableHead,
    foot = NoFoot,
    children,
    className,
    empty,
    expand,
    bulkActionsToolbar,
    bulkActionButtons = canDelete,
    rowSx,
    size = 'small',
    sx,
    ...rest
  } = props;
  const Foot: ComponentType<{ children?: ReactNode }> = foot;
  const { onToggleItem } = useListContextWithProps(props);
  const hasBulkActions = !!bulkActionButtons;
  const storeKey = props.storeKey || dataTableStoreKey(resource);
  const [columnRanks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const columns = columnRanks ? reorderColumns(children, columnRanks) : children;
  const loading = (
    <Suspense fallback={null}>
      <DataTableLoading
        className={className}
        expand={expand}
        hasBulkActions={hasBulkActions}
        nbChildren={Children.count(children)}
        size={size}
      />
    </Suspense>
  );
  return (
    <DataTableBase<RecordType>
      {...props}
      hasBulkActions={hasBulkActions}
      loading={loading}
      empty={
        empty === undefined ? (
          <Suspense fallback={null}>
            <ListNoResults resource={resource} />
          </Suspense>
        ) : (
          empty
        )
      }
    >
      <DataTableRowSxContext.Provider value={rowSx}>
        <DataTableRoot sx={sx} className={clsx(DataTableClasses.root, className)}>
          {onToggleItem &&
            (bulkActionsToolbar ??
              (hasBulkActions && (
                <WhenFirstSelected>
                  <Suspense fallback={null}>
                    <LoadedBulkActions buttons={isValidElement(bulkActionButtons) ? bulkActionButtons : undefined} />
                  </Suspense>
                </WhenFirstSelected>
              )))}
          <div className={DataTableClasses.tableWrapper}>
            <Table className={DataTableClasses.table} size={size} {...tableProps(rest)}>
              <DataTableRenderContext.Provider value="header">
                <Head>{columns}</Head>
              </DataTableRenderContext.Provider>
              <RowsInSteps>
                <Body>{columns}</Body>
              </RowsInSteps>
              <DataTableRenderContext.Provider value="footer">
                <Foot>{columns}</Foot>
              </DataTableRenderContext.Provider>
            </Table>
          </div>
        </DataTableRoot>
      </DataTableRowSxContext.Provider>
      <DataTableRenderContext.Provider value="columnsSelector">
        <ColumnsSelectorSlot>{children}</ColumnsSelectorSlot>
      </DataTableRenderContext.Provider>
    </DataTableBase>
  );
};

/** What of the table's props is for MUI's Table element (react-admin's own sanitizer's list). */
const tableProps = <RecordType extends RaRecord>({
  sort: _sort,
  data: _data,
  expandSingle: _expandSingle,
  hiddenColumns: _hiddenColumns,
  hover: _hover,
  isLoading: _isLoading,
  isPending: _isPending,
  isRowExpandable: _isRowExpandable,
  isRowSelectable: _isRowSelectable,
  onSelect: _onSelect,
  onToggleItem: _onToggleItem,
  resource: _resource,
  rowClick: _rowClick,
  setSort: _setSort,
  selectedIds: _selectedIds,
  storeKey: _storeKey,
  total: _total,
  ...rest
}: Omit<DataTableProps<RecordType>, 'children'> & { children?: ReactNode }) => rest;

export const ConsoleDataTable = Object.assign(ConsoleDataTableView, { Col: TableColumn });
