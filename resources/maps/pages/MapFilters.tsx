import { MenuItem, Stack, TextField } from '@mui/material';
import { useCanAccess, useTranslate } from 'ra-core';
import { brands } from '../../brands/schema';
import { commerces } from '../../commerces/schema';
import { MapBrandFilter } from './MapBrandFilter';
import { MapCommerceFilter } from './MapCommerceFilter';
import type { MapFilter, MapFilterProps } from './mapFilter';

/** Each choice of the connection-state filter and its label. */
const ONLINE_STATES = [
  { value: 'all', label: 'maps.filters.all' },
  { value: 'online', label: 'maps.online' },
  { value: 'offline', label: 'maps.offline' },
] as const;
const onlineValue = (filter: MapFilter) => (filter.online === undefined ? 'all' : filter.online ? 'online' : 'offline');

/**
 * Online state, brand and commerce. A brand or commerce filter shows only to a user who may list
 * them: the service answers any other list with a 403, which would end the session.
 */
export const MapFilters = ({ filter, onChange }: MapFilterProps) => {
  const translate = useTranslate();
  const brandAccess = useCanAccess({ resource: brands.resource, action: 'list' });
  const commerceAccess = useCanAccess({ resource: commerces.resource, action: 'list' });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={translate('maps.filters.state')}
        value={onlineValue(filter)}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filter, online: value === 'all' ? undefined : value === 'online' });
        }}
        sx={{ minWidth: 180 }}
      >
        {ONLINE_STATES.map((state) => (
          <MenuItem key={state.value} value={state.value}>
            {translate(state.label)}
          </MenuItem>
        ))}
      </TextField>
      {brandAccess.canAccess && <MapBrandFilter filter={filter} onChange={onChange} />}
      {commerceAccess.canAccess && <MapCommerceFilter filter={filter} onChange={onChange} />}
    </Stack>
  );
};
