import { useId, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

interface Props {
  open: boolean;
  /** While the server answers the dialog cannot be dismissed. */
  busy: boolean;
  title: string;
  onSubmit: () => void;
  onClose: () => void;
  /** Beside the title (the close button of the 2FA step). */
  titleAction?: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}

/** A step of the entity switch: a small dialog holding one form. */
export const SwitchDialogFrame = ({ open, busy, title, onSubmit, onClose, titleAction, actions, children }: Props) => {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={titleAction ? { pr: 6 } : undefined}>
          {title}
        </DialogTitle>
        {titleAction}
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>
      </form>
    </Dialog>
  );
};
