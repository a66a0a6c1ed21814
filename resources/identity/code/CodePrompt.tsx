import { useEffect, useRef } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { OneTimeCodeInput } from './OneTimeCodeInput';
import type { CodeEntry } from './useCodeEntry';

interface Props {
  entry: CodeEntry;
  /** The accessible name of the six boxes (a message key). */
  label: string;
  /** A refusal the caller learnt elsewhere (a mutation of its own), shown when the entry has none. */
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Whether filling the sixth box sends the code (the recovery waits for its user name first). */
  sendOnComplete?: boolean;
}

/** The one prompt for a one-time code: six boxes and the refusal under them, announced. */
export const CodePrompt = ({ entry, label, error, disabled, autoFocus, sendOnComplete = true }: Props) => {
  const translate = useTranslate();
  const shown = entry.error ?? error ?? null;
  const boxes = useRef<HTMLDivElement>(null);
  // After a refusal the boxes are enabled again in the next render: the cursor goes back to the first.
  useEffect(() => {
    if (entry.refusals) boxes.current?.querySelector('input')?.focus();
  }, [entry.refusals]);
  return (
    <Stack spacing={2} ref={boxes}>
      <OneTimeCodeInput
        value={entry.code}
        onChange={entry.change}
        onComplete={sendOnComplete ? (code) => void entry.submit(code) : undefined}
        label={label}
        error={Boolean(shown)}
        disabled={disabled || entry.busy}
        autoFocus={autoFocus}
      />
      {shown && (
        <Alert severity="error" role="alert" variant="outlined" sx={{ alignItems: 'center' }}>
          {translate(shown, { _: translate('errors.generic.oops') })}
        </Alert>
      )}
    </Stack>
  );
};
