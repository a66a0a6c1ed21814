import { useId, useState } from 'react';
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
import { CODE_LENGTH } from '../../components/OneTimeCodeInput';
import { TwoFactorCodeField } from './TwoFactorCodeField';
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
  const [code, setCode] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const disable = useMutation({
    mutationFn: (value: string) => identity.disableTwoFactor(value),
    onSuccess: onDisabled,
  });
  const close = () => {
    if (!disable.isPending) onClose();
  };
  const submit = () => {
    if (code.length !== CODE_LENGTH) return setTooShort(true);
    disable.mutate(code);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{translate('profile.twoFactor.disableTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate('profile.twoFactor.disableIntro')}</DialogContentText>
            <TwoFactorCodeField
              code={code}
              onChange={(next) => {
                setCode(next);
                setTooShort(false);
              }}
              error={
                tooShort
                  ? 'profile.twoFactor.codeLength'
                  : disable.isError
                    ? errorMessageOf(disable.error, 'code')
                    : undefined
              }
              disabled={disable.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={disable.isPending}>
            {translate('profile.twoFactor.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={disable.isPending}>
            {translate('profile.twoFactor.disable')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
