import { Button, Stack } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { useTranslate } from 'ra-core';
import { commerces } from '../../../commerces/schema';
import { groups } from '../../../groups/schema';
import { RecordPicker } from '../shared/RecordPicker';
import { MAX_SERIALS, SerialListInput } from '../shared/SerialListInput';
import type { SerialList } from '../../operations/serialList';

export interface ReassignmentDraft {
  text: string;
  list: SerialList;
  commerceId?: number;
  groupId?: number;
}

interface Props {
  draft: ReassignmentDraft;
  onChange: (draft: ReassignmentDraft) => void;
  onPreview: () => void;
  showErrors: boolean;
  busy: boolean;
}

/** The serials to move and where to: the first step of a reassignment. */
export const ReassignmentForm = ({ draft, onChange, onPreview, showErrors, busy }: Props) => {
  const translate = useTranslate();
  const noSerials = draft.list.serials.length === 0;
  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), onPreview())}>
      <SerialListInput
        text={draft.text}
        onChange={(text, list) => onChange({ ...draft, text, list })}
        error={showErrors && noSerials ? translate('terminalOperations.serials.empty') : undefined}
        disabled={busy}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <RecordPicker
          resource={commerces.resource}
          label={translate('terminalOperations.reassignment.commerce')}
          value={draft.commerceId ? [draft.commerceId] : []}
          onChange={([commerceId]) => onChange({ ...draft, commerceId, groupId: undefined })}
          error={showErrors && !draft.commerceId}
          helperText={
            showErrors && !draft.commerceId ? translate('terminalOperations.reassignment.commerceRequired') : undefined
          }
          disabled={busy}
        />
        {draft.commerceId && (
          <RecordPicker
            key={draft.commerceId}
            optional
            resource={groups.resource}
            label={translate('terminalOperations.reassignment.group')}
            filter={{ commerceId: draft.commerceId }}
            value={draft.groupId ? [draft.groupId] : []}
            onChange={([groupId]) => onChange({ ...draft, groupId })}
            disabled={busy}
          />
        )}
      </Stack>
      <div>
        <Button
          type="submit"
          variant="contained"
          startIcon={<PreviewIcon />}
          disabled={busy || draft.list.serials.length > MAX_SERIALS}
        >
          {translate('terminalOperations.common.preview')}
        </Button>
      </div>
    </Stack>
  );
};
