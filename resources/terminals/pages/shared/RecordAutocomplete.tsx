import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetMany, type RaRecord } from 'ra-core';
import { filterFieldSx } from './filterFieldSx';

export interface RecordPickerProps {
  resource: string;
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  multiple?: boolean;
  /** Extra list filter (a commerce's groups). */
  filter?: Record<string, unknown>;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}

const nameOf = (record: RaRecord) => String(record.name ?? record.id);

/**
 * Picks records of a resource with server-side search (`q`), never loading the whole collection.
 * Only for a resource the user may list: `RecordPicker` decides.
 */
export const RecordAutocomplete = ({
  resource,
  label,
  value,
  onChange,
  multiple,
  filter,
  helperText,
  error,
  disabled,
}: RecordPickerProps) => {
  const [search, setSearch] = useState('');
  const { data: options = [], isPending } = useGetList(resource, {
    filter: { ...filter, ...(search ? { q: search } : {}) },
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: chosen = [] } = useGetMany(resource, { ids: value }, { enabled: value.length > 0 });
  const selected = value.map((id) => chosen.find((record) => record.id === id) ?? { id });
  const all = [...selected, ...options.filter((option) => !value.includes(Number(option.id)))];
  return (
    <Autocomplete<RaRecord, boolean>
      multiple={multiple}
      options={all}
      loading={isPending}
      disabled={disabled}
      value={multiple ? selected : (selected[0] ?? null)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(records) => records}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_, next) => {
        const records = Array.isArray(next) ? next : next ? [next] : [];
        onChange(records.map((record) => Number(record.id)));
        setSearch('');
      }}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
      sx={filterFieldSx}
    />
  );
};
