import { useId } from 'react';
import { Dialog } from '@mui/material';
import { ChangePasswordForm } from './ChangePasswordForm';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after identity accepted the new password (a success notification is shown too). */
  onChanged?: () => void;
}

/**
 * Change of password for the signed-in user (the My-profile page opens it): current password,
 * new password and confirmation with the live rules, sent to identity.changePassword. The form
 * starts empty each time the dialog opens.
 */
export const ChangePasswordDialog = ({ open, onClose, onChanged }: ChangePasswordDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <ChangePasswordForm titleId={titleId} onClose={onClose} onChanged={onChanged} />
    </Dialog>
  );
};
