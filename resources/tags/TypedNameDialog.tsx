import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

interface Props {
  open: boolean;
  title: string;
  /** The tag's name, which must be typed exactly. */
  name: string;
  confirmLabel: string;
  children?: ReactNode;
  /** A reason the action cannot run (the tag is in use), which disables it. */
  blocked?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive confirmation that needs the tag's name typed (spec section 5). */
export const TypedNameDialog = ({
  open,
  title,
  name,
  confirmLabel,
  children,
  blocked,
  busy,
  onConfirm,
  onClose,
}: Props) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  // The typed name goes when the dialog closes, cancelled or done: it opens empty every time.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setTyped('');
  }
  const matches = typed.trim() === name;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      // Clicks inside the dialog bubble through React's tree: a list row must not take them as its own.
      onClick={(event) => event.stopPropagation()}
      aria-labelledby="typed-name-title"
      fullWidth
      maxWidth="xs"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !blocked) onConfirm();
        }}
      >
        <DialogTitle id="typed-name-title">{title}</DialogTitle>
        <DialogContent>
          {children}
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label={translate('terminalOperations.tags.typeName', { name })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={typed !== '' && !matches}
            helperText={typed !== '' && !matches ? translate('terminalOperations.tags.nameMismatch') : ' '}
            disabled={blocked}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('terminalOperations.common.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches || blocked || busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
