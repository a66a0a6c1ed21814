import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { brands } from '../../brands/schema';
import { commerces } from '../../commerces/schema';
import type { MapFilter } from './mapFilter';

/** Each choice of the connection-state filter and its label. */
const ONLINE_STATES = [
  { value: 'all', label: 'maps.filters.all' },
  { value: 'online', label: 'maps.online' },
  { value: 'offline', label: 'maps.offline' },
] as const;
const onlineValue = (filter: MapFilter) => (filter.online === undefined ? 'all' : filter.online ? 'online' : 'offline');

/** Online state, brand and commerce (searched on the server as the user types). */
export const MapFilters = ({ filter, onChange }: { filter: MapFilter; onChange: (filter: MapFilter) => void }) => {
  const translate = useTranslate();
  const [commerceSearch, setCommerceSearch] = useState('');
  const [commerce, setCommerce] = useState<RaRecord | null>(null);
  const { data: brandList = [] } = useGetList(brands.resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: commerceList = [], isPending } = useGetList(commerces.resource, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: commerceSearch ? { q: commerceSearch } : {},
  });
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
      <TextField
        select
        size="small"
        label={translate('maps.filters.brand')}
        value={filter.brandId ?? ''}
        onChange={(event) =>
          onChange({ ...filter, brandId: event.target.value === '' ? undefined : Number(event.target.value) })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate('maps.filters.anyBrand')}</MenuItem>
        {brandList.map((brand) => (
          <MenuItem key={brand.id} value={brand.id}>
            {String(brand.name)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        sx={{ minWidth: 280 }}
        options={commerceList}
        loading={isPending}
        value={commerce}
        filterOptions={(options) => options}
        getOptionLabel={(option) => String(option.name)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onInputChange={(_, text, reason) => reason === 'input' && setCommerceSearch(text)}
        onChange={(_, value) => {
          setCommerce(value);
          if (!value) setCommerceSearch('');
          onChange({ ...filter, commerceId: value ? Number(value.id) : undefined });
        }}
        // The Stack zeroes its children's margins: the selects', not this field's inside the Autocomplete.
        renderInput={(params) => <TextField {...params} margin="none" label={translate('maps.filters.commerce')} />}
      />
    </Stack>
  );
};
