import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'ra-core';
import { tags } from '../../tags/schema';
import { MAX_TAGS_PER_TERMINAL } from '../schema';

interface Props {
  value: RaRecord[];
  onChange: (value: RaRecord[]) => void;
  error?: string;
}

/** Up to five of the entity's tags, searched on the server as the user types. */
export const TagPicker = ({ value, onChange, error }: Props) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList(tags.resource, {
    filter: search ? { q: search } : {},
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
  });
  const full = value.length >= MAX_TAGS_PER_TERMINAL;
  return (
    <Autocomplete
      multiple
      options={data}
      value={value}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={(option) => String(option.name)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionDisabled={(option) => full && !value.some((selected) => selected.id === option.id)}
      onChange={(_event, selected) => onChange(selected.slice(0, MAX_TAGS_PER_TERMINAL))}
      onInputChange={(_event, text, reason) => reason !== 'reset' && setSearch(text)}
      noOptionsText={translate('terminalList.tags.noOptions')}
      loadingText={translate('terminalList.tags.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label={translate('terminalList.tags.label')}
          placeholder={full ? undefined : translate('terminalList.tags.search')}
          error={Boolean(error)}
          helperText={error ?? translate('terminalList.tags.help')}
        />
      )}
    />
  );
};
