import { useCanAccess } from 'ra-core';
import { BulkExportButton } from 'ra-ui-materialui';
import { tags } from '../../tags/schema';
import { terminals } from '../schema';
import { AssignTagsButton } from './AssignTagsButton';
import { FleetActionButton } from './fleet/FleetActionButton';
import { HardDeleteButton } from './HardDeleteButton';
import { SoftDeleteButton } from './SoftDeleteButton';

/**
 * What can be done to the selected terminals: export for every reader; tags with tag write;
 * installs and parameter pushes with their permissions (the button asks); soft deletion with
 * terminal write; hard deletion also with DELETE_TERMINAL. A read-only user
 * sees export alone and no write is ever asked of a service that would refuse it.
 */
export const TerminalBulkActions = () => {
  const { canAccess: canWrite } = useCanAccess({ resource: terminals.resource, action: 'edit' });
  const { canAccess: canTag } = useCanAccess({ resource: tags.resource, action: 'edit' });
  const { canAccess: canHardDelete } = useCanAccess({ resource: terminals.resource, action: 'HARD_DELETE' });
  return (
    <>
      <BulkExportButton />
      {canTag && <AssignTagsButton />}
      <FleetActionButton />
      {canWrite && <SoftDeleteButton />}
      {canWrite && canHardDelete && <HardDeleteButton />}
    </>
  );
};
