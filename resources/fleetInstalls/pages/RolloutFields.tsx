import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Rollout } from '../shapes';

interface Props {
  staged: boolean;
  rollout: Rollout;
  onChange: (staged: boolean, rollout: Rollout) => void;
  disabled?: boolean;
}

const numberOf = (text: string, fallback: number) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? fallback : Number(text);

const fieldSx = { width: 240 };

/** A staged rollout: the size of each wave (terminals or percent) and the failure rate that stops it. */
export const RolloutFields = ({ staged, rollout, onChange, disabled }: Props) => {
  const translate = useTranslate();
  const set = (change: Partial<Rollout>) => onChange(staged, { ...rollout, ...change });
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Checkbox checked={staged} onChange={(event) => onChange(event.target.checked, rollout)} />}
        label={translate('fleetInstall.rollout.staged')}
        disabled={disabled}
      />
      {staged && (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              type="number"
              label={translate('fleetInstall.rollout.waveSize')}
              value={rollout.waveSize}
              onChange={(event) => set({ waveSize: numberOf(event.target.value, 1) })}
              sx={fieldSx}
              slotProps={{ htmlInput: { min: 1, max: rollout.unit === 'percent' ? 100 : undefined } }}
              disabled={disabled}
            />
            <TextField
              select
              label={translate('fleetInstall.rollout.unit')}
              value={rollout.unit}
              onChange={(event) => set({ unit: event.target.value as Rollout['unit'] })}
              sx={fieldSx}
              disabled={disabled}
            >
              {(['percent', 'count'] as const).map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {translate(`fleetInstall.rollout.units.${unit}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              label={translate('fleetInstall.rollout.threshold')}
              value={rollout.threshold}
              onChange={(event) => set({ threshold: Math.min(100, Math.max(0, numberOf(event.target.value, 0))) })}
              sx={fieldSx}
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
              disabled={disabled}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate('fleetInstall.rollout.help')}
          </Typography>
        </>
      )}
    </Stack>
  );
};
