import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SerialListInput } from '../../terminals/pages/shared/SerialListInput';
import type { InstallDraft, TargetMode } from '../installDraft';
import { MAX_INSTALL_TERMINALS } from '../shapes';
import { InstallFilterFields } from './InstallFilterFields';

interface Props {
  draft: InstallDraft;
  onChange: (draft: InstallDraft) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * Which terminals: those the terminal list handed over (when it did), the terminal list's filters,
 * or serial numbers searched, pasted or loaded from a CSV.
 */
export const InstallTargetPicker = ({ draft, onChange, disabled, error }: Props) => {
  const translate = useTranslate();
  const modes: readonly TargetMode[] = draft.listTarget ? ['list', 'filter', 'serials'] : ['filter', 'serials'];
  const listed = draft.listTarget?.kind === 'terminals' ? draft.listTarget.terminalIds.length : undefined;
  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled}>
        <FormLabel id="fleet-install-target">{translate('fleetInstall.target')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="fleet-install-target"
          value={draft.mode}
          onChange={(event) => onChange({ ...draft, mode: event.target.value as TargetMode })}
        >
          {modes.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={
                mode === 'list' && listed !== undefined
                  ? translate('fleetInstall.targets.listSelected', { smart_count: listed })
                  : translate(`fleetInstall.targets.${mode}`)
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.mode === 'list' ? null : draft.mode === 'serials' ? (
        <SerialListInput
          text={draft.serialText}
          onChange={(serialText) => onChange({ ...draft, serialText })}
          error={error}
          disabled={disabled}
          max={MAX_INSTALL_TERMINALS}
        />
      ) : (
        <InstallFilterFields
          filter={draft.filter}
          onChange={(filter) => onChange({ ...draft, filter })}
          disabled={disabled}
        />
      )}
    </Stack>
  );
};
