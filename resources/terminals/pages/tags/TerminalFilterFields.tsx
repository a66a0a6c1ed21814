import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { brands } from '../../../brands/schema';
import { commerces } from '../../../commerces/schema';
import { models } from '../../../models/schema';
import type { TerminalFilter } from '../../operations/shapes';
import { ConnectionTypeSelect } from '../shared/ConnectionTypeSelect';
import { RecordPicker } from '../shared/RecordPicker';

interface Props {
  filter: TerminalFilter;
  onChange: (filter: TerminalFilter) => void;
  disabled?: boolean;
}

/** Brand, model, commerce, connection type and Android version: the terminals of a batch. */
export const TerminalFilterFields = ({ filter, onChange, disabled }: Props) => {
  const translate = useTranslate();
  const set = (patch: TerminalFilter) => onChange({ ...filter, ...patch });
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <RecordPicker
        multiple
        optional
        resource={brands.resource}
        label={translate('terminalOperations.assignment.brands')}
        value={filter.brandId ?? []}
        onChange={(brandId) => set({ brandId })}
        disabled={disabled}
      />
      <RecordPicker
        multiple
        optional
        resource={models.resource}
        label={translate('terminalOperations.assignment.models')}
        value={filter.modelId ?? []}
        filter={filter.brandId?.length ? { brandId: filter.brandId } : undefined}
        onChange={(modelId) => set({ modelId })}
        disabled={disabled}
      />
      <RecordPicker
        multiple
        optional
        resource={commerces.resource}
        label={translate('terminalOperations.assignment.commerces')}
        value={filter.commerceId ?? []}
        onChange={(commerceId) => set({ commerceId })}
        disabled={disabled}
      />
      <ConnectionTypeSelect
        label={translate('terminalOperations.assignment.connectionType')}
        anyLabel={translate('terminalOperations.assignment.any')}
        value={filter.connectionType?.[0]}
        onChange={(type) => set({ connectionType: type ? [type] : undefined })}
        disabled={disabled}
      />
      <TextField
        label={translate('terminalOperations.assignment.androidVersion')}
        value={filter.androidVersion?.[0] ?? ''}
        onChange={(event) =>
          set({ androidVersion: event.target.value.trim() ? [event.target.value.trim()] : undefined })
        }
        sx={{ flex: '0 1 200px', minWidth: 160 }}
        disabled={disabled}
      />
    </Stack>
  );
};
