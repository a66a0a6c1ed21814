import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { commerces } from '../commerces/schema';

interface Props {
  value: number | null;
  onChange: (commerceId: number | null) => void;
}

interface CommerceOption {
  id: number;
  name: string;
}

/** A commerce of the entity, searched on the server by what is typed. */
export const CommercePicker = ({ value, onChange }: Props) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList<CommerceOption & { id: number }>(commerces.resource, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  return (
    <Autocomplete<CommerceOption>
      options={data}
      loading={isPending}
      value={data.find((commerce) => commerce.id === value) ?? null}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(options) => options}
      onInputChange={(_, text) => setSearch(text)}
      onChange={(_, chosen) => onChange(chosen?.id ?? null)}
      renderInput={(params) => <TextField {...params} label={translate('settings.networks.commerce')} />}
    />
  );
};
