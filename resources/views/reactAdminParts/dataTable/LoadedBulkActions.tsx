import type { ReactNode } from 'react';
import { BulkActionsToolbar, BulkDeleteButton } from 'ra-ui-materialui';

/** react-admin's bulk actions bar with the table's buttons, else its bulk delete, in a chunk of its own. */
const LoadedBulkActions = ({ buttons }: { buttons?: ReactNode }) => (
  <BulkActionsToolbar>{buttons ?? <BulkDeleteButton />}</BulkActionsToolbar>
);

export default LoadedBulkActions;
