import { useCanAccess } from 'ra-core';
import {
  BulkDeleteButton,
  BulkExportButton,
  ColumnsButton,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  TopToolbar,
} from 'ra-ui-materialui';
import { isScalar } from '../core/fields';
import type { ResourceSchema } from '../core/resourceSchema';
import { FieldDisplay } from '../views/FieldDisplay';
import { filterInputs } from '../views/filterInputs';
import { fieldLabel } from '../views/labels';
import { useReadableTargets } from '../views/useReadableTargets';

interface Props {
  schema: ResourceSchema;
}

/**
 * The list of brands or models: every entity reads them, only the operator writes them (the
 * route rule's entity limit). Without write access there is no create button, no bulk deletion,
 * and a row opens the record's page instead of its edit form.
 */
const OperatorCatalogueList = ({ schema }: Props) => {
  const { canAccess: canEdit } = useCanAccess({ resource: schema.resource, action: 'edit' });
  const readable = useReadableTargets(schema);
  const columns = Object.entries(schema.fields).filter(([, field]) => isScalar(field));
  return (
    <List
      filters={filterInputs(schema, readable)}
      sort={schema.defaultSort}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <ColumnsButton />
          <CreateButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      <DataTable
        bulkActionButtons={
          <>
            <BulkExportButton />
            <BulkDeleteButton mutationMode="pessimistic" />
          </>
        }
        rowClick={canEdit ? 'edit' : 'show'}
      >
        {columns.map(([name, field]) => (
          <DataTable.Col key={name} source={name} label={fieldLabel(schema.resource, name)} disableSort={!field.sort}>
            <FieldDisplay resource={schema.resource} path={name} field={field} />
          </DataTable.Col>
        ))}
      </DataTable>
    </List>
  );
};

export default OperatorCatalogueList;
