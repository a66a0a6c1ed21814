import { ColumnsButton, CreateButton, DataTable, FilterButton, List, TopToolbar } from 'ra-ui-materialui';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import type { Field } from '../core/fields';
import { FieldDisplay } from '../views/FieldDisplay';
import { filterInputs } from '../views/filterInputs';
import { entityFieldLabel } from '../views/labels';
import { useReadableTargets } from '../views/useReadableTargets';
import { useRowClick } from '../views/useRowClick';
import { ProtectionField } from './ProtectionField';
import { permissions2fa } from './schema';

const columns: [string, Field][] = Object.entries(permissions2fa.fields);

/**
 * /settings/permissions2fa: the 2FA whitelist, each entry with the protection it gives: whether
 * changes ask for a code now and which screens' changes need the permission (stepUp.ts).
 */
const Permission2faList = () => {
  const readable = useReadableTargets(permissions2fa);
  const abilities = useEntityAbilities();
  const rowClick = useRowClick(permissions2fa);
  return (
    <List
      filters={filterInputs(permissions2fa, readable, abilities)}
      sort={permissions2fa.defaultSort}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ColumnsButton />
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        {columns.map(([name, field]) => (
          <DataTable.Col
            key={name}
            source={name}
            label={entityFieldLabel(permissions2fa.resource, name, field, abilities)}
            disableSort={!field.sort}
          >
            <FieldDisplay resource={permissions2fa.resource} path={name} field={field} />
          </DataTable.Col>
        ))}
        <DataTable.Col source="protection" label="settings.permissions2fa.protection" disableSort>
          <ProtectionField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

export default Permission2faList;
