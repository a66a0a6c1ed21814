import { TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Shown as 'required' once the form was sent empty. */
  missing: boolean;
  disabled: boolean;
  autoFocus: boolean;
}

/** The user name of the login and password-recovery forms. */
export const UserNameField = ({ value, onChange, missing, disabled, autoFocus }: Props) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('login.signIn.userName')}
      name="username"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="username"
      autoFocus={autoFocus}
      disabled={disabled}
      error={missing}
      helperText={missing ? translate('ra.validation.required') : undefined}
      fullWidth
    />
  );
};
