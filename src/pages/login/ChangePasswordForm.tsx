import { useState, type FormEvent } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { FormAlert } from './FormAlert';
import { errorMessageKey, refusalCode } from './loginErrors';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordField } from './PasswordField';
import { newPasswordProblem } from '../../../resources/identity/passwordRules';
import { useAccountCalls } from '../profile/useAccountCalls';

interface Props {
  titleId: string;
  onClose: () => void;
  onChanged?: () => void;
}

/** The change-password form of the dialog: current, new and confirmation (IS-0010 wrong current). */
export const ChangePasswordForm = ({ titleId, onClose, onChanged }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const identity = useAccountCalls();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wrongCurrent, setWrongCurrent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = currentPassword
      ? (newPasswordProblem(password, confirmation)?.key ?? null)
      : 'errors.generic.requiredFields';
    setError(problem);
    setWrongCurrent(!currentPassword);
    if (problem) return;
    setLoading(true);
    try {
      await identity.changePassword({ currentPassword, password, confirmation });
      notify('login.change.done', { type: 'success' });
      onChanged?.();
      onClose();
    } catch (refusal) {
      setLoading(false);
      setWrongCurrent(refusalCode(refusal) === 'IS-0010');
      setError(errorMessageKey(refusal));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{translate('login.change.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <PasswordField
            label="login.password.current"
            name="currentPassword"
            value={currentPassword}
            onChange={(value) => {
              setCurrentPassword(value);
              setWrongCurrent(false);
            }}
            autoComplete="current-password"
            error={wrongCurrent}
            disabled={loading}
            autoFocus
          />
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            disabled={loading}
          />
          <FormAlert message={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={loading}>
          {translate('login.change.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={loading}>
          {translate('login.change.submit')}
        </Button>
      </DialogActions>
    </form>
  );
};
