import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';

interface Props {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  disabled: boolean;
  autoFocus?: boolean;
}

/** A new password, its confirmation and the live checklist of the rules (spec section 5). */
export const NewPasswordFields = ({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  disabled,
  autoFocus,
}: Props) => (
  <>
    <PasswordField
      label="login.password.new"
      name="password"
      value={password}
      onChange={onPassword}
      autoComplete="new-password"
      disabled={disabled}
      autoFocus={autoFocus}
    />
    <PasswordField
      label="login.password.confirmation"
      name="confirmation"
      value={confirmation}
      onChange={onConfirmation}
      autoComplete="new-password"
      disabled={disabled}
    />
    <PasswordChecklist password={password} confirmation={confirmation} />
  </>
);
