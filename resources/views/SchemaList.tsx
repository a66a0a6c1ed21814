import type { ReactElement, ReactNode } from 'react';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import { isScalar } from '../core/fields';
import type { ResourceSchema } from '../core/resourceSchema';
import { ConsoleList } from './reactAdminParts/list/ConsoleList';
import { lazyView } from './lazyView';
import { entityFieldLabel } from './labels';
import { labelledSelection } from './reactAdminParts/selection/labelledSelection';
import { preloadFieldDisplayFor } from './table/CellValue';
import { ListCell } from './table/ListCell';
import { PageReferenceNames, referenceColumnsOf } from './table/PageReferenceNames';
import { dataTableStoreKey } from './reactAdminParts/dataTable/dataTableStoreKey';
import { useReadableResources } from './useReadableResources';
import { TableColumn } from './reactAdminParts/dataTable/TableColumn';
import { useRowClick } from './useRowClick';
import { useSchemaExporter } from './useSchemaExporter';
import { schemaListQuery } from './schemaListQuery';
import { ConsoleDataTable } from './reactAdminParts/dataTable/ConsoleDataTable';
import { SchemaListToolbar } from './listToolbars';

interface Props {
  schema: ResourceSchema;
}

interface ListProps extends Props {
  /** A resource's own buttons beside the list's (the subsidies' JSON import and export). */
  extraActions?: ReactNode;
  /** Beside the table (the operations' totals). */
  aside?: ReactElement;
  className?: string;
}

// Mounted, and so fetched, on the first selection (ConsoleDataTable).
const BulkActions = lazyView<Props>(
  () => import('./SchemaBulkActions').then((module) => ({ default: module.SchemaBulkActions })),
  () => null,
);

/**
 * The list of a resource: server-side search, filters, sort and pagination, a column chooser
 * (columns beyond the declared defaults start hidden), CSV export (the safe writer) and bulk actions.
 * A row opens the edit form for writers and the read-only page for readers.
 */
const SchemaList = ({ schema, extraActions, aside, className }: ListProps) => {
  const columns = Object.entries(schema.fields).filter(([, field]) => isScalar(field));
  const hidden = columns.filter(([, field]) => !field.list).map(([name]) => name);
  // Columns shown at first that need the field components (their own chunk, with the kits of the
  // other screens) have them asked for at once; text and reference names do without.
  preloadFieldDisplayFor(columns.flatMap(([, field]) => (field.list ? [field] : [])));
  const readable = useReadableResources();
  const exporter = useSchemaExporter(schema);
  const rowClick = useRowClick(schema);
  const abilities = useEntityAbilities();
  return (
    <ConsoleList
      className={className}
      exporter={exporter}
      {...schemaListQuery(schema)}
      toolbar={<SchemaListToolbar schema={schema} extraActions={extraActions} />}
      aside={aside}
    >
      <PageReferenceNames
        columns={referenceColumnsOf(columns)}
        storeKey={dataTableStoreKey(schema.resource)}
        hiddenColumns={hidden}
      >
        <ConsoleDataTable
          {...labelledSelection}
          hiddenColumns={hidden}
          bulkActionButtons={<BulkActions schema={schema} />}
          rowClick={rowClick}
        >
          <TableColumn source="id" label="ID" />
          {columns.map(([name, field]) => (
            <TableColumn
              key={name}
              source={name}
              label={entityFieldLabel(schema.resource, name, field, abilities)}
              disableSort={!field.sort}
            >
              <ListCell resource={schema.resource} path={name} field={field} readable={readable} />
            </TableColumn>
          ))}
        </ConsoleDataTable>
      </PageReferenceNames>
    </ConsoleList>
  );
};

export default SchemaList;
