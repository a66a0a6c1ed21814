import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { commerces } from '../../commerces/schema';
import type { MapFilterProps } from './mapFilter';

/** The map's commerce filter, searched on the server as the user types. */
export const MapCommerceFilter = ({ filter, onChange }: MapFilterProps) => {
  const translate = useTranslate();
  const [commerceSearch, setCommerceSearch] = useState('');
  const [commerce, setCommerce] = useState<RaRecord | null>(null);
  const { data: commerceList = [], isPending } = useGetList(commerces.resource, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: commerceSearch ? { q: commerceSearch } : {},
  });
  return (
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
  );
};
