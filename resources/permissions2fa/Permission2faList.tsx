import { ListWithColumn } from '../views/ListWithColumn';
import { ProtectionField } from './ProtectionField';
import { permissions2fa } from './schema';
import { ConsoleDataTable } from '../views/reactAdminParts/dataTable/ConsoleDataTable';

/**
 * /settings/permissions2fa: the 2FA whitelist, each entry with the protection it gives: whether
 * changes ask for a code now and which screens' changes need the permission (stepUp.ts).
 */
const Permission2faList = () => (
  <ListWithColumn
    schema={permissions2fa}
    column={
      <ConsoleDataTable.Col source="protection" label="settings.permissions2fa.protection" disableSort>
        <ProtectionField />
      </ConsoleDataTable.Col>
    }
  />
);

export default Permission2faList;
