import { useCanAccess, usePermissions } from 'ra-core';
import { BulkExportButton } from 'ra-ui-materialui';
import { grants } from '../../core/access';
import { tags } from '../../tags/schema';
import { terminals } from '../schema';
import { AssignTagsButton } from './AssignTagsButton';
import { HardDeleteButton } from './HardDeleteButton';
import { SoftDeleteButton } from './SoftDeleteButton';

/** Hard deletion needs this single permission on top of terminal write (spec section 6). */
export const HARD_DELETE_PERMISSION = 'DELETE_TERMINAL';

/**
 * What can be done to the selected terminals: export for every reader; tags with tag write;
 * soft deletion with terminal write; hard deletion also with DELETE_TERMINAL. A read-only user
 * sees export alone and no write is ever asked of a service that would refuse it.
 */
export const TerminalBulkActions = () => {
  const { canAccess: canWrite } = useCanAccess({ resource: terminals.resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: terminals.resource, action: 'delete' });
  const { canAccess: canTag } = useCanAccess({ resource: tags.resource, action: 'edit' });
  const { permissions } = usePermissions<string[]>();
  const canHardDelete = canDelete === true && grants(permissions ?? [], HARD_DELETE_PERMISSION);
  return (
    <>
      <BulkExportButton />
      {canTag && <AssignTagsButton />}
      {canWrite && <SoftDeleteButton />}
      {canHardDelete && <HardDeleteButton />}
    </>
  );
};
