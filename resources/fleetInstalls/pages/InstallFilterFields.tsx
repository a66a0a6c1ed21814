import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ConnectionTypeSelect } from '../../terminals/pages/shared/ConnectionTypeSelect';
import { RecordPicker } from '../../terminals/pages/shared/RecordPicker';
import { filterFieldSx } from '../../terminals/pages/shared/filterFieldSx';
import { brands } from '../../brands/schema';
import { commerces } from '../../commerces/schema';
import { groups } from '../../groups/schema';
import { models } from '../../models/schema';
import type { InstallFilter } from '../shapes';

interface Props {
  filter: InstallFilter;
  onChange: (filter: InstallFilter) => void;
  disabled?: boolean;
}

const pickers = [
  { key: 'brandId', resource: brands.resource, label: 'brand' },
  { key: 'modelId', resource: models.resource, label: 'model' },
  { key: 'commerceId', resource: commerces.resource, label: 'commerce' },
  { key: 'groupId', resource: groups.resource, label: 'group' },
] as const;

const onlineValue = (online?: boolean) => (online === undefined ? '' : String(online));

/** The terminal list's filters an install selects by: brands, models, commerces, groups, connection, online state. */
export const InstallFilterFields = ({ filter, onChange, disabled }: Props) => {
  const translate = useTranslate();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {pickers.map(({ key, resource, label }) => (
          <RecordPicker
            key={key}
            optional
            multiple
            resource={resource}
            label={translate(`fleetInstall.filters.${label}`)}
            value={filter[key] ?? []}
            onChange={(ids) => onChange({ ...filter, [key]: ids })}
            disabled={disabled}
          />
        ))}
        <ConnectionTypeSelect
          label={translate('fleetInstall.filters.connectionType')}
          anyLabel={translate('fleetInstall.filters.anyConnection')}
          value={filter.connectionType?.[0]}
          onChange={(type) => onChange({ ...filter, connectionType: type ? [type] : undefined })}
          disabled={disabled}
        />
        <TextField
          select
          label={translate('fleetInstall.filters.online')}
          value={onlineValue(filter.online)}
          onChange={(event) =>
            onChange({ ...filter, online: event.target.value === '' ? undefined : event.target.value === 'true' })
          }
          sx={filterFieldSx}
          disabled={disabled}
        >
          <MenuItem value="">{translate('fleetInstall.filters.any')}</MenuItem>
          <MenuItem value="true">{translate('fleetInstall.filters.onlineOnly')}</MenuItem>
          <MenuItem value="false">{translate('fleetInstall.filters.offlineOnly')}</MenuItem>
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('fleetInstall.filters.help')}
      </Typography>
    </Box>
  );
};
