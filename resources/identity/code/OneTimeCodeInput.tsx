import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

export const CODE_LENGTH = 6;

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Called once all six digits are filled. */
  onComplete?: (code: string) => void;
  /** Accessible name of the group (a message key). */
  label: string;
  error?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/**
 * Six one-digit boxes (spec section 5): typing moves to the next box, Backspace to the previous,
 * pasting a code fills all six, and completion is signalled when the six are filled.
 */
export const OneTimeCodeInput = ({ value, onChange, onComplete, label, error, autoFocus, disabled }: Props) => {
  const translate = useTranslate();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? '');

  const update = (next: string, focusIndex: number) => {
    const code = digitsOnly(next);
    onChange(code);
    boxes.current[Math.min(focusIndex, CODE_LENGTH - 1)]?.focus();
    if (code.length === CODE_LENGTH) onComplete?.(code);
  };

  const typeAt = (index: number, typed: string) => {
    const digit = digitsOnly(typed).slice(-1);
    if (!digit) return;
    const next = (value.slice(0, index) + digit + value.slice(index + 1)).slice(0, CODE_LENGTH);
    update(next, index + 1);
  };

  const keyAt = (index: number, event: KeyboardEvent) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      update(value.slice(0, index - 1) + value.slice(index), index - 1);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      update(value.slice(0, index) + value.slice(index + 1), index);
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) boxes.current[index + 1]?.focus();
  };

  const paste = (event: ClipboardEvent) => {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (pasted) update(pasted, pasted.length);
  };

  return (
    <Box
      role="group"
      aria-label={translate(label)}
      sx={{ display: 'flex', gap: { xs: 0.75, sm: 1 }, justifyContent: 'center' }}
    >
      {digits.map((digit, index) => (
        <TextField
          key={index}
          value={digit}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          onChange={(event) => typeAt(index, event.target.value)}
          onKeyDown={(event) => keyAt(index, event)}
          onPaste={paste}
          onFocus={(event) => event.target.select()}
          error={error}
          disabled={disabled}
          fullWidth={false}
          margin="none"
          sx={{ flex: '0 1 3rem', minWidth: 0 }}
          autoFocus={autoFocus && index === 0}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              maxLength: 1,
              'aria-label': `${translate(label)} ${index + 1}/${CODE_LENGTH}`,
              style: { textAlign: 'center', fontSize: '1.5rem', padding: '10px 0', boxSizing: 'border-box' },
            },
          }}
        />
      ))}
    </Box>
  );
};
