import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { commerces } from '../../commerces/schema';
import { groups } from '../../groups/schema';
import { parseSerialList } from '../../terminals/operations/serialList';
import { RecordPicker } from '../../terminals/pages/shared/RecordPicker';
import { SerialListInput } from '../../terminals/pages/shared/SerialListInput';
import { profiles } from '../schema';
import type { UpdateTarget, UpdateTargetKind } from './updateShapes';

export interface TargetDraft {
  kind: UpdateTargetKind;
  id?: number;
  serialText: string;
}

const resources = { profile: profiles.resource, group: groups.resource, commerce: commerces.resource } as const;
const kinds: readonly UpdateTargetKind[] = ['profile', 'group', 'commerce', 'serials'];

/** The target the draft names, once complete. */
export const targetOf = (draft: TargetDraft): UpdateTarget | undefined => {
  if (draft.kind === 'serials') {
    const { serials } = parseSerialList(draft.serialText);
    return serials.length ? { kind: 'serials', serialNumbers: serials } : undefined;
  }
  return draft.id ? { kind: draft.kind, id: draft.id } : undefined;
};

interface Props {
  draft: TargetDraft;
  onChange: (draft: TargetDraft) => void;
  disabled?: boolean;
  error?: string;
}

/** Whose parameters to push: a profile's, group's or commerce's terminals, or a list of serials. */
export const TargetPicker = ({ draft, onChange, disabled, error }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled}>
        <FormLabel id="parameter-update-target">{translate('profilesEmv.update.target')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="parameter-update-target"
          value={draft.kind}
          onChange={(event) => onChange({ kind: event.target.value as UpdateTargetKind, serialText: draft.serialText })}
        >
          {kinds.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={<Radio />}
              label={translate(`profilesEmv.update.kinds.${kind}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.kind === 'serials' ? (
        <SerialListInput
          text={draft.serialText}
          onChange={(serialText) => onChange({ ...draft, serialText })}
          error={error}
          disabled={disabled}
        />
      ) : (
        <Box sx={{ display: 'flex' }}>
          <RecordPicker
            key={draft.kind}
            resource={resources[draft.kind]}
            label={translate(`profilesEmv.update.kinds.${draft.kind}`)}
            value={draft.id ? [draft.id] : []}
            onChange={([id]) => onChange({ ...draft, id })}
            error={Boolean(error)}
            helperText={error}
            disabled={disabled}
          />
        </Box>
      )}
    </Stack>
  );
};
