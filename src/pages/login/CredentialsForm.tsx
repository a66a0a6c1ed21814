import { useRef, useState, type FormEvent } from 'react';
import { Button, Link, Stack } from '@mui/material';
import { useLogin, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { LoginParams } from '../../../authProvider/authProvider';
import { FormAlert } from './FormAlert';
import { UserNameField } from './UserNameField';
import { loginErrorKey, refusalCode } from './loginErrors';
import { PasswordField } from './PasswordField';
import { usePrepaintHandOver } from './usePrepaintHandOver';

export interface Credentials {
  username: string;
  password: string;
}

interface Props {
  initialUserName?: string;
  /** A message to show above the form (e.g. after a password reset), as a message key. */
  notice?: string;
  /** The server answered IS-0014: the user has 2FA on and must send the authenticator code. */
  onTwoFactor: (credentials: Credentials) => void;
  /** Someone types, clicks or fills in the form (e.g. to fetch ahead what follows a sign-in). */
  onActivity?: () => void;
}

/** User name and password; Enter submits. Refusals are told inline, by their catalogue message. */
export const CredentialsForm = ({ initialUserName = '', notice, onTwoFactor, onActivity }: Props) => {
  const translate = useTranslate();
  const login = useLogin();
  const [username, setUsername] = useState(initialUserName);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const handedOver = usePrepaintHandOver(form, (typed) => {
    setUsername(typed.username);
    setPassword(typed.password);
    onActivity?.();
  });
  const missingUser = submitted && !username.trim();
  const missingPassword = submitted && !password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password || loading) return;
    const credentials = { username: username.trim(), password };
    setLoading(true);
    setError(null);
    try {
      await login(credentials satisfies LoginParams);
    } catch (refusal) {
      setLoading(false);
      if (refusalCode(refusal) === 'IS-0014') onTwoFactor(credentials);
      else setError(loginErrorKey(refusal));
    }
  };

  return (
    <Stack
      component="form"
      ref={form}
      onSubmit={submit}
      onKeyDown={onActivity}
      onPointerDown={onActivity}
      onInput={onActivity}
      noValidate
      spacing={2.5}
    >
      <FormAlert message={error ? null : (notice ?? null)} severity="success" />
      <UserNameField
        value={username}
        onChange={setUsername}
        missing={missingUser}
        disabled={loading}
        autoFocus={!handedOver && !initialUserName}
      />
      <PasswordField
        label="login.signIn.password"
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        autoFocus={!handedOver && Boolean(initialUserName)}
        disabled={loading}
        error={missingPassword}
        helperText={missingPassword ? 'ra.validation.required' : undefined}
      />
      <FormAlert message={error} />
      <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {translate('login.signIn.submit')}
      </Button>
      <Link
        component={RouterLink}
        to="/recover-password"
        variant="body2"
        underline="hover"
        sx={{ alignSelf: 'center' }}
      >
        {translate('login.signIn.forgot')}
      </Link>
    </Stack>
  );
};
