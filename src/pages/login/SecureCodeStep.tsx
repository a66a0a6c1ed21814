import { useState, type FormEvent } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { CodePrompt } from '../../../resources/identity/code/CodePrompt';
import { useCodeEntry } from '../../../resources/identity/code/useCodeEntry';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { BackToLoginLink } from './BackToLoginLink';
import { UserNameField } from './UserNameField';
import { errorMessageKey, refusalCode } from './loginErrors';

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
  const [submitted, setSubmitted] = useState(false);
  const missingUser = submitted && !userName.trim();
  const entry = useCodeEntry({
    send: async (code) => {
      await identity.validateSecureCode(userName.trim(), code);
      onVerified({ userName: userName.trim(), code });
    },
    refusal: (refusal) => ({ key: errorMessageKey(refusal), clear: refusalCode(refusal) === 'IS-0017' }),
    tooShortKey: 'errors.login.secureCodeLength',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (userName.trim()) void entry.submit();
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
      <UserNameField
        value={userName}
        onChange={setUserName}
        missing={missingUser}
        disabled={entry.busy}
        autoFocus={!initialUserName}
      />
      <Box>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1, textAlign: 'center' }}>
          {translate('login.reset.codeLabel')}
        </Typography>
        <CodePrompt
          entry={entry}
          label="login.reset.code"
          autoFocus={Boolean(initialUserName)}
          sendOnComplete={Boolean(userName.trim())}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" loading={entry.busy} fullWidth>
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
