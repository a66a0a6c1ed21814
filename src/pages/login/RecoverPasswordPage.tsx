import { useState, type FormEvent } from 'react';
import { Button, Link, Stack } from '@mui/material';
import { HttpError, useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { UserNameField } from './UserNameField';
import { BackToLoginLink } from './BackToLoginLink';
import { FormAlert } from './FormAlert';
import { LoginLayout } from './LoginLayout';
import { errorMessageKey } from './loginErrors';

/** What the reset page receives from the recovery page. */
export interface ResetPageState {
  userName?: string;
  codeSent?: boolean;
}

/** A refusal about the account itself: answered like a success, so nobody learns which accounts exist. */
const isAboutTheAccount = (error: unknown) =>
  error instanceof HttpError && (error.status === 400 || error.status === 404);

/**
 * Password recovery at /recover-password: the user name goes to identity, which e-mails a 6-digit
 * secure code; whatever the account, the user is told a code was sent and goes on to the reset page.
 */
export const RecoverPasswordPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { identity } = useConsoleServices();
  const [userName, setUserName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = submitted && !userName.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!userName.trim() || loading) return;
    setLoading(true);
    setError(null);
    try {
      await identity.recoverPassword(userName.trim());
    } catch (failure) {
      if (!isAboutTheAccount(failure)) {
        setLoading(false);
        setError(errorMessageKey(failure));
        return;
      }
    }
    navigate('/reset-password', { state: { userName: userName.trim(), codeSent: true } satisfies ResetPageState });
  };

  return (
    <LoginLayout title={translate('login.recover.title')} description={translate('login.recover.intro')}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
        <UserNameField value={userName} onChange={setUserName} missing={missing} disabled={loading} autoFocus />
        <FormAlert message={error} />
        <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
          {translate('login.recover.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <BackToLoginLink />
          <Link component={RouterLink} to="/reset-password" variant="body2" underline="hover">
            {translate('login.recover.haveCode')}
          </Link>
        </Stack>
      </Stack>
    </LoginLayout>
  );
};
