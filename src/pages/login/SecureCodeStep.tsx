import { useState, type FormEvent } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { CODE_LENGTH, OneTimeCodeInput } from '../../components/OneTimeCodeInput';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { BackToLoginLink } from './BackToLoginLink';
import { FormAlert } from './FormAlert';
import { UserNameField } from './UserNameField';
import { errorMessageKey, refusalCode } from './loginErrors';
import { useFirstInputFocus } from './useFirstInputFocus';

export interface VerifiedCode {
  userName: string;
  code: string;
}

interface Props {
  initialUserName?: string;
  onVerified: (verified: VerifiedCode) => void;
}

/**
 * Reset, step 1: the user name and the 6-digit secure code e-mailed by the recovery, checked by
 * identity (IS-0017 wrong code, IS-0011 expired: a new one can be requested).
 */
export const SecureCodeStep = ({ initialUserName = '', onVerified }: Props) => {
  const translate = useTranslate();
  const { identity } = useConsoleServices();
  const [userName, setUserName] = useState(initialUserName);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missingUser = submitted && !userName.trim();
  const boxes = useFirstInputFocus();

  const verify = async (value: string) => {
    setSubmitted(true);
    if (!userName.trim() || loading) return;
    if (value.length !== CODE_LENGTH) {
      setError('errors.login.secureCodeLength');
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await identity.validateSecureCode(userName.trim(), value);
      onVerified({ userName: userName.trim(), code: value });
    } catch (refusal) {
      setLoading(false);
      if (refusalCode(refusal) === 'IS-0017') setCode('');
      setError(errorMessageKey(refusal));
      boxes.focusFirstInput();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
      <UserNameField
        value={userName}
        onChange={setUserName}
        missing={missingUser}
        disabled={loading}
        autoFocus={!initialUserName}
      />
      <Box ref={boxes.ref}>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1, textAlign: 'center' }}>
          {translate('login.reset.codeLabel')}
        </Typography>
        <OneTimeCodeInput
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          onComplete={(complete) => {
            if (userName.trim()) void verify(complete);
          }}
          label="login.reset.code"
          error={Boolean(error)}
          disabled={loading}
          autoFocus={Boolean(initialUserName)}
        />
      </Box>
      <FormAlert message={error} />
      <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {translate('login.reset.verify')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <BackToLoginLink />
        <Link component={RouterLink} to="/recover-password" variant="body2" underline="hover">
          {translate('login.reset.requestNew')}
        </Link>
      </Stack>
    </Stack>
  );
};
