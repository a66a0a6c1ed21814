import { DataTable } from 'ra-ui-materialui';
import { ListWithColumn } from '../views/ListWithColumn';
import { ProtectionField } from './ProtectionField';
import { permissions2fa } from './schema';

/**
 * /settings/permissions2fa: the 2FA whitelist, each entry with the protection it gives: whether
 * changes ask for a code now and which screens' changes need the permission (stepUp.ts).
 */
const Permission2faList = () => (
  <ListWithColumn
    schema={permissions2fa}
    column={
      <DataTable.Col source="protection" label="settings.permissions2fa.protection" disableSort>
        <ProtectionField />
      </DataTable.Col>
    }
  />
);

export default Permission2faList;
