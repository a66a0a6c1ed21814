import type { ReactElement } from 'react';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import type { ResourceSchema } from '../core/resourceSchema';
import { FieldDisplay } from './FieldDisplay';
import { entityFieldLabel } from './labels';
import { ConsoleList } from './reactAdminParts/list/ConsoleList';
import { useRowClick } from './useRowClick';
import { schemaListQuery } from './schemaListQuery';
import { ConsoleDataTable } from './reactAdminParts/dataTable/ConsoleDataTable';
import { SchemaListToolbar } from './listToolbars';

interface Props {
  schema: ResourceSchema;
  /** The resource's own column after its fields (a ConsoleDataTable.Col: a run button, a protection). */
  column: ReactElement;
}

/**
 * A resource's list with every field as a column and one column of its own after them; no export
 * and no bulk actions (the saved reports, the 2FA whitelist).
 */
export const ListWithColumn = ({ schema, column }: Props) => {
  const abilities = useEntityAbilities();
  const rowClick = useRowClick(schema);
  return (
    <ConsoleList
      toolbar={<SchemaListToolbar schema={schema} />}
      {...schemaListQuery(schema)}
      exporter={false}
    >
      <ConsoleDataTable rowClick={rowClick} bulkActionButtons={false}>
        {Object.entries(schema.fields).map(([name, field]) => (
          <ConsoleDataTable.Col
            key={name}
            source={name}
            label={entityFieldLabel(schema.resource, name, field, abilities)}
            disableSort={!field.sort}
          >
            <FieldDisplay resource={schema.resource} path={name} field={field} />
          </ConsoleDataTable.Col>
        ))}
        {column}
      </ConsoleDataTable>
    </ConsoleList>
  );
};
