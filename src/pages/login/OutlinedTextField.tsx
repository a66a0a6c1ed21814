import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined TextField put together from its parts, with the same label and helper-text
 * wiring: TextField itself imports every variant and its select mode (Select, Menu, Popover...),
 * about 7 KiB gzip that the login page would otherwise load first.
 */
export const OutlinedTextField = ({ label, onChange, helperText, error, disabled, autoFocus, ...input }: Props) => {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const field = useRef<HTMLInputElement>(null);
  // Focus once painted: focusing during the first render forces the page's first layout inside
  // the application's start-up task, which then holds the first paint back.
  useEffect(() => {
    if (!autoFocus) return undefined;
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);
  return (
    <FormControl variant="outlined" fullWidth error={error} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperId}
        inputRef={field}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
