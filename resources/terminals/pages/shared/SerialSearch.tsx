import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useCanAccess, useGetList, useTranslate, type RaRecord } from 'ra-core';
import { terminals } from '../../schema';
import { useDebounced } from './useDebounced';

export const MIN_SEARCH = 3;

interface Props {
  /** Serials already chosen: not offered again. */
  chosen: readonly string[];
  onAdd: (serial: string) => void;
  disabled?: boolean;
}

/**
 * Finds a terminal by part of its serial number on the server and adds it to the list; not shown
 * to a user who may not list terminals (the serials are typed or loaded instead).
 */
export const SerialSearch = ({ chosen, onAdd, disabled }: Props) => {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: terminals.resource, action: 'list' });
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const ready = search.length >= MIN_SEARCH;
  const { data = [], isFetching } = useGetList<RaRecord>(
    terminals.resource,
    {
      filter: { serialNumber_q: search },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'serialNumber', order: 'ASC' },
    },
    { enabled: ready && canAccess },
  );
  if (!canAccess) return null;
  const options = ready ? data.filter((terminal) => !chosen.includes(String(terminal.serialNumber))) : [];
  return (
    <Autocomplete<RaRecord>
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, text, reason) => reason !== 'reset' && setInput(text)}
      onChange={(_, terminal) => {
        if (!terminal) return;
        onAdd(String(terminal.serialNumber));
        setInput('');
      }}
      filterOptions={(records) => records}
      getOptionLabel={(terminal) => String(terminal.serialNumber)}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={ready && (isFetching || search !== input.trim())}
      noOptionsText={translate(ready ? 'terminalOperations.serials.noMatch' : 'terminalOperations.serials.typeMore')}
      loadingText={translate('ra.page.loading')}
      disabled={disabled}
      renderOption={({ key, ...props }, terminal) => (
        <Box component="li" key={key} {...props}>
          <Typography component="span" sx={{ fontFamily: 'monospace' }}>
            {String(terminal.serialNumber)}
          </Typography>
          {terminal.alias ? (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {String(terminal.alias)}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('terminalOperations.serials.search')}
          helperText={translate('terminalOperations.serials.searchHelp')}
        />
      )}
      sx={{ maxWidth: 480 }}
    />
  );
};
