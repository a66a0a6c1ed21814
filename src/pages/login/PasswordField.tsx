import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'ra-core';
import { OutlinedTextField } from './OutlinedTextField';

interface Props {
  /** Message key of the label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  /** Message key shown under the field. */
  helperText?: string;
  error?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A password text field with a show/hide button. */
export const PasswordField = ({
  label,
  value,
  onChange,
  autoComplete,
  name,
  helperText,
  error,
  autoFocus,
  disabled,
}: Props) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextField
      label={translate(label)}
      type={visible ? 'text' : 'password'}
      name={name}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      disabled={disabled}
      error={error}
      helperText={helperText ? translate(helperText) : undefined}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={translate(visible ? 'login.password.hide' : 'login.password.show')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
            size="small"
          >
            {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
