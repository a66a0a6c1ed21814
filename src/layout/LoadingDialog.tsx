import { useId } from 'react';
import { CircularProgress, Dialog, DialogContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LOADING_DIALOG_WIDTH } from './shellConstants';

interface Props {
  open: boolean;
  /** A message key; 'Loading…' by default. */
  message?: string;
}

/**
 * A blocking wait (spec section 9): 300 wide, a spinner and a message, and no way to dismiss it
 * (no backdrop click, no Escape) until the work it covers ends.
 */
export const LoadingDialog = ({ open, message = 'shell.loading.default' }: Props) => {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      aria-labelledby={labelId}
      aria-busy="true"
      slotProps={{ paper: { sx: { width: LOADING_DIALOG_WIDTH, maxWidth: LOADING_DIALOG_WIDTH, m: 2 } } }}
    >
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={40} aria-hidden />
        <Typography id={labelId} variant="body1" align="center">
          {translate(message)}
        </Typography>
      </DialogContent>
    </Dialog>
  );
};
