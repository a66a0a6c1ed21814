import { TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { EXPIRY_DAYS } from '../shapes';

interface Props {
  days: number;
  onChange: (days: number) => void;
  disabled?: boolean;
}

const clamp = (value: number) => Math.min(EXPIRY_DAYS.max, Math.max(1, Math.round(value)));

/** How many days offline terminals are waited for before their part of the install expires. */
export const ExpiryField = ({ days, onChange, disabled }: Props) => {
  const translate = useTranslate();
  return (
    <TextField
      type="number"
      label={translate('fleetInstall.expiryDays')}
      helperText={translate('fleetInstall.expiryHelp', { max: EXPIRY_DAYS.max })}
      value={days}
      onChange={(event) => {
        const value = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isFinite(value)) onChange(clamp(value));
      }}
      sx={{ width: 240 }}
      slotProps={{ htmlInput: { min: 1, max: EXPIRY_DAYS.max } }}
      disabled={disabled}
    />
  );
};
