import { TableCell, TableSortLabel } from '@mui/material';
import clsx from 'clsx';
import {
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableSortContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  useTranslate,
  useTranslateLabel,
  type SortPayload,
} from 'ra-core';
import { DataTableClasses, type DataTableColumnProps } from 'ra-ui-materialui';
import { DeferredTooltip } from './DeferredTooltip';

const OPPOSITE: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

/**
 * A column's header cell, as react-admin's (hidden with its column, a sort button on sortable
 * columns, named by the next order it sorts by), whose tooltip mounts after the first paint: the
 * tooltip sets state as it mounts, which held a cold list's first rows back (useAfterFirstPaint).
 */
export const TableHeadCell = (props: DataTableColumnProps) => {
  const { cellSx, cellClassName, field, render, children, className, headerClassName, disableSort, ...rest } = props;
  const { source, label, sortByOrder, ...cellProps } = rest;
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  if (hiddenColumns.includes(source ?? String(label))) return null;

  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const sortable = Boolean(handleSort && sort && !disableSort && source);
  const nextOrder = sort && sort.field === source ? OPPOSITE[sort.order] : (sortByOrder ?? 'ASC');
  const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
  const sortLabel = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first:
      typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
    order: translate(`ra.sort.${nextOrder}`),
    _: translate('ra.action.sort'),
  });
  return (
    <TableCell
      className={clsx(DataTableClasses.headerCell, className, headerClassName, `column-${source}`)}
      variant="head"
      {...cellProps}
    >
      {sortable ? (
        <DeferredTooltip
          title={sortLabel}
          placement={cellProps.align === 'right' ? 'bottom-end' : 'bottom-start'}
          enterDelay={300}
        >
          <TableSortLabel
            active={sort?.field === source}
            direction={sort?.order === 'ASC' ? 'asc' : 'desc'}
            data-field={source}
            data-order={sortByOrder ?? 'ASC'}
            onClick={handleSort}
          >
            {title}
          </TableSortLabel>
        </DeferredTooltip>
      ) : (
        title
      )}
    </TableCell>
  );
};
