import { type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useLogin, useTranslate } from 'ra-core';
import { CodePrompt } from '../../../resources/identity/code/CodePrompt';
import { useCodeEntry } from '../../../resources/identity/code/useCodeEntry';
import type { Credentials } from './CredentialsForm';
import { BackToLoginLink } from './BackToLoginLink';
import { loginErrorKey, refusalCode } from './loginErrors';

interface Props {
  credentials: Credentials;
  onBack: () => void;
}

/**
 * The authenticator step (spec section 5): six boxes, sent as soon as the six are filled (typed
 * or pasted). A short code is refused here; an incorrect one (IS-0015) clears the boxes.
 */
export const TwoFactorStep = ({ credentials, onBack }: Props) => {
  const translate = useTranslate();
  const login = useLogin();
  const entry = useCodeEntry({
    send: (totpCode) => login({ ...credentials, totpCode }),
    refusal: (refusal) => ({ key: loginErrorKey(refusal), clear: refusalCode(refusal) === 'IS-0015' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void entry.submit();
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
      <CodePrompt entry={entry} label="login.twoFactor.code" autoFocus />
      <Button type="submit" variant="contained" size="large" loading={entry.busy} fullWidth>
        {translate('login.twoFactor.submit')}
      </Button>
      <Box sx={{ textAlign: 'center' }}>
        <BackToLoginLink label="login.twoFactor.back" onClick={onBack} disabled={entry.busy} />
      </Box>
    </Stack>
  );
};
