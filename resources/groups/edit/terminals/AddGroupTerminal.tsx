import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useGetList, useNotify, useTranslate, useUpdate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { terminals } from '../../../terminals/schema';

interface Props {
  groupId: number;
  commerceId: number;
  onAdded: () => void;
}

const CHOICES = 20;

/** Puts one of the commerce's terminals in the group, picked by serial or alias from the server's search. */
export const AddGroupTerminal = ({ groupId, commerceId, onAdded }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<RaRecord | null>(null);
  const [update, { isPending }] = useUpdate();
  const { data = [], isFetching } = useGetList(terminals.resource, {
    filter: { commerceId, ...(typed ? { q: typed } : {}) },
    pagination: { page: 1, perPage: CHOICES },
    sort: { field: 'serialNumber', order: 'ASC' },
  });
  const candidates = data.filter((terminal) => Number(terminal.groupId) !== groupId);
  const describe = (terminal: RaRecord) =>
    [terminal.serialNumber, terminal.alias, terminal.groupId ? translate('groupPages.terminals.inGroup') : '']
      .filter(Boolean)
      .join(' · ');
  const add = () => {
    if (!chosen) return;
    const serial = String(chosen.serialNumber);
    void update(
      terminals.resource,
      { id: chosen.id, data: { groupId }, previousData: chosen },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('groupPages.terminals.added', { type: 'success', messageArgs: { serial } });
          setChosen(null);
          onAdded();
        },
      },
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
      <Autocomplete
        size="small"
        sx={{ minWidth: 280, flexGrow: 1 }}
        options={candidates}
        value={chosen}
        loading={isFetching}
        filterOptions={(options) => options}
        getOptionLabel={describe}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => setChosen(value)}
        onInputChange={(_event, value, reason) => reason === 'input' && setTyped(value)}
        renderInput={(params) => <TextField {...params} label={translate('groupPages.terminals.candidate')} />}
      />
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        onClick={add}
        disabled={!chosen || isPending}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {translate('groupPages.terminals.add')}
      </Button>
    </Stack>
  );
};
