import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { CodePrompt } from '../../../resources/identity/code/CodePrompt';
import { useCodeEntry } from '../../../resources/identity/code/useCodeEntry';
import { errorMessageOf } from './errors';
import { useAccountCalls } from './useAccountCalls';

/** Disabling asks for a current code: the dialog is also the confirmation. */
export const DisableTwoFactorDialog = ({
  open,
  onClose,
  onDisabled,
}: {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const identity = useAccountCalls();
  const disable = useMutation({
    mutationFn: (value: string) => identity.disableTwoFactor(value),
    onSuccess: onDisabled,
  });
  const entry = useCodeEntry({
    send: async (code) => {
      await disable.mutateAsync(code);
    },
    refusal: (refusal) => ({ key: errorMessageOf(refusal, 'code') ?? 'errors.generic.oops', clear: false }),
    tooShortKey: 'profile.twoFactor.codeLength',
  });
  const close = () => {
    if (!entry.busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void entry.submit();
        }}
      >
        <DialogTitle id={titleId}>{translate('profile.twoFactor.disableTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate('profile.twoFactor.disableIntro')}</DialogContentText>
            <CodePrompt entry={entry} label="profile.twoFactor.code" sendOnComplete={false} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={entry.busy}>
            {translate('profile.twoFactor.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={entry.busy}>
            {translate('profile.twoFactor.disable')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
