import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { useTranslate } from 'ra-core';

interface Props {
  title: string;
  /** The fields, each in its own grid cell. */
  children: ReactNode;
  onSave: () => void;
  onClose: () => void;
}

/** The dialog an EMV list's item (an application, a CA key) is added or edited in. */
export const EmvItemDialog = ({ title, children, onSave, onClose }: Props) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {children}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('profilesEmv.emv.cancel')}</Button>
        <Button variant="contained" onClick={onSave}>
          {translate('profilesEmv.emv.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
