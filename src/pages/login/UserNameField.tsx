import { useTranslate } from 'ra-core';
import { OutlinedTextField } from './OutlinedTextField';

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
    <OutlinedTextField
      label={translate('login.signIn.userName')}
      name="username"
      value={value}
      onChange={onChange}
      autoComplete="username"
      autoFocus={autoFocus}
      disabled={disabled}
      error={missing}
      helperText={missing ? translate('ra.validation.required') : undefined}
    />
  );
};
