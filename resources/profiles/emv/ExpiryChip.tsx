import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { expiryStateOf } from './certificateExpiry';

const colors = { EXPIRED: 'error', EXPIRING: 'warning', VALID: 'success' } as const;

/** A key's expiry date with its state: expired, expiring within 90 days, or valid. */
export const ExpiryChip = ({ expiry, now = Date.now() }: { expiry: string; now?: number }) => {
  const translate = useTranslate();
  const state = expiryStateOf(expiry, now);
  return (
    <Chip
      size="small"
      variant={state === 'VALID' ? 'outlined' : 'filled'}
      color={colors[state]}
      // White on the warning orange is too faint to read (axe color-contrast): black is not.
      sx={state === 'EXPIRING' ? { color: 'common.black' } : undefined}
      label={`${expiry} · ${translate(`profilesEmv.certificates.states.${state}`)}`}
    />
  );
};
