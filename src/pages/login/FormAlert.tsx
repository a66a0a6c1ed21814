import { Alert, type AlertColor } from '@mui/material';
import { useTranslate } from 'ra-core';

interface Props {
  /** A message key; a code without a catalogue message falls back to the generic error, never a bare code. */
  message: string | null;
  severity?: AlertColor;
}

/** An inline message of the login card: errors are announced (role="alert"), other news politely. */
export const FormAlert = ({ message, severity = 'error' }: Props) => {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      variant="outlined"
      sx={{ alignItems: 'center' }}
    >
      {translate(message, { _: translate('errors.generic.oops') })}
    </Alert>
  );
};
