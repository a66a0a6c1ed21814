import { TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

interface Props {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  multiline?: boolean;
  type?: string;
}

/** One field of an EMV item: its label from the catalogue, its error translated under it. */
export const EmvTextField = ({ name, value, onChange, error, helperText, multiline, type }: Props) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(`profilesEmv.emv.fields.${name}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? translate(error) : helperText}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      type={type}
      fullWidth
      size="small"
      slotProps={{
        inputLabel: type === 'date' ? { shrink: true } : undefined,
        htmlInput: { spellCheck: false, style: multiline ? { fontFamily: 'monospace' } : undefined },
      }}
    />
  );
};
