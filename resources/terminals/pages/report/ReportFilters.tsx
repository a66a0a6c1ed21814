import { Autocomplete, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { brands } from '../../../brands/schema';
import { models } from '../../../models/schema';
import type { TerminalReportFilter } from '../../operations/shapes';
import { ConnectionTypeSelect } from '../shared/ConnectionTypeSelect';
import { RecordPicker } from '../shared/RecordPicker';
import { filterFieldSx } from '../shared/filterFieldSx';
import { useReportEntities } from './useReportEntities';

interface Props {
  filter: TerminalReportFilter;
  onChange: (filter: TerminalReportFilter) => void;
}

/**
 * The report's filters: brands and models (when the user may read them), the entities the user
 * may report on (when more than one), connection type and Android version.
 */
export const ReportFilters = ({ filter, onChange }: Props) => {
  const translate = useTranslate();
  const entities = useReportEntities();
  const set = (patch: TerminalReportFilter) => onChange({ ...filter, ...patch });
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <RecordPicker
        multiple
        optional
        resource={brands.resource}
        label={translate('terminalOperations.report.brands')}
        value={filter.brandIds ?? []}
        onChange={(brandIds) => set({ brandIds })}
      />
      <RecordPicker
        multiple
        optional
        resource={models.resource}
        label={translate('terminalOperations.report.models')}
        value={filter.modelIds ?? []}
        filter={filter.brandIds?.length ? { brandId: filter.brandIds } : undefined}
        onChange={(modelIds) => set({ modelIds })}
      />
      {entities.length > 1 && (
        <Autocomplete
          multiple
          options={entities.map((entity) => entity.Id)}
          getOptionLabel={(id) => entities.find((entity) => entity.Id === id)?.Name ?? String(id)}
          value={filter.entities ?? []}
          onChange={(_, ids) => set({ entities: ids })}
          renderInput={(params) => <TextField {...params} label={translate('terminalOperations.report.entities')} />}
          sx={filterFieldSx}
        />
      )}
      <ConnectionTypeSelect
        label={translate('terminalOperations.report.connectionType')}
        anyLabel={translate('terminalOperations.report.any')}
        value={filter.connectionType}
        onChange={(connectionType) => set({ connectionType })}
      />
      <TextField
        label={translate('terminalOperations.report.androidVersion')}
        value={filter.androidVersion ?? ''}
        onChange={(event) => set({ androidVersion: event.target.value.trim() || undefined })}
        sx={{ flex: '0 1 200px', minWidth: 160 }}
      />
    </Stack>
  );
};
