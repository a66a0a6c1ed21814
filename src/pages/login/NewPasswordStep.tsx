import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { BackToLoginLink } from './BackToLoginLink';
import { FormAlert } from './FormAlert';
import type { LoginPageState } from './LoginPage';
import { errorMessageKey } from './loginErrors';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordProblem } from '../../../resources/identity/passwordRules';
import type { VerifiedCode } from './SecureCodeStep';

/**
 * Reset, step 2: the new password and its confirmation with the live rules, sent with the
 * verified code (IS-0003 rules, IS-0001 no match, IS-0020 used before); then back to login.
 */
export const NewPasswordStep = ({ userName, code }: VerifiedCode) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { identity } = useConsoleServices();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = newPasswordProblem(password, confirmation)?.key ?? null;
    setError(problem);
    if (problem) return;
    setLoading(true);
    try {
      await identity.resetPassword({ userName, code, password, confirmation });
      navigate('/', { state: { notice: 'login.reset.done', userName } satisfies LoginPageState });
    } catch (refusal) {
      setLoading(false);
      setError(errorMessageKey(refusal));
    }
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        disabled={loading}
        autoFocus
      />
      <FormAlert message={error} />
      <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {translate('login.reset.submit')}
      </Button>
      <Box sx={{ textAlign: 'center' }}>
        <BackToLoginLink />
      </Box>
    </Stack>
  );
};
