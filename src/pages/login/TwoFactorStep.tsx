import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useLogin, useTranslate } from 'ra-core';
import { CODE_LENGTH, OneTimeCodeInput } from '../../components/OneTimeCodeInput';
import type { Credentials } from './CredentialsForm';
import { BackToLoginLink } from './BackToLoginLink';
import { FormAlert } from './FormAlert';
import { loginErrorKey, refusalCode } from './loginErrors';
import { useFirstInputFocus } from './useFirstInputFocus';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const pending = useRef(false);
  const boxes = useFirstInputFocus();

  const verify = async (value: string) => {
    if (pending.current) return;
    if (value.length !== CODE_LENGTH) {
      setError('errors.login.twoFactorLength');
      return;
    }
    pending.current = true;
    setLoading(true);
    setError(null);
    try {
      await login({ ...credentials, totpCode: value });
    } catch (refusal) {
      pending.current = false;
      setLoading(false);
      // An incorrect code (IS-0015) also clears the boxes; the message is the catalogue's, once.
      if (refusalCode(refusal) === 'IS-0015') setCode('');
      setError(loginErrorKey(refusal));
      boxes.focusFirstInput();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
      <Box ref={boxes.ref}>
        <OneTimeCodeInput
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          onComplete={(complete) => void verify(complete)}
          label="login.twoFactor.code"
          error={Boolean(error)}
          disabled={loading}
          autoFocus
        />
      </Box>
      <FormAlert message={error} />
      <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {translate('login.twoFactor.submit')}
      </Button>
      <Box sx={{ textAlign: 'center' }}>
        <BackToLoginLink label="login.twoFactor.back" onClick={onBack} disabled={loading} />
      </Box>
    </Stack>
  );
};
