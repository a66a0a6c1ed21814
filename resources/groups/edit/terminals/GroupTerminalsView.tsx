import { Alert, LinearProgress, Stack, TablePagination, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { useState, type ChangeEvent } from 'react';
import { AddGroupTerminal } from './AddGroupTerminal';
import { GroupTerminalTable } from './GroupTerminalTable';

interface Props {
  groupId: number;
  commerceId: number;
  canEdit: boolean;
}

/** The search, the add row, the page of terminals and its pagination, inside the group's list context. */
export const GroupTerminalsView = ({ groupId, commerceId, canEdit }: Props) => {
  const translate = useTranslate();
  const { data = [], total = 0, page, perPage, setPage, setPerPage, setFilters, isPending, refetch } = useListContext();
  const [search, setSearch] = useState('');
  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setSearch(event.target.value);
    setFilters(event.target.value ? { q: event.target.value } : {});
  };
  const changed = () => void refetch();
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          size="small"
          type="search"
          label={translate('groupPages.terminals.search')}
          value={search}
          onChange={onSearch}
          sx={{ minWidth: 260 }}
        />
        {canEdit && <AddGroupTerminal groupId={groupId} commerceId={commerceId} onAdded={changed} />}
      </Stack>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {!isPending && data.length === 0 && (
        <Alert severity="info">
          {translate(search ? 'groupPages.terminals.noMatch' : 'groupPages.terminals.none')}
        </Alert>
      )}
      {data.length > 0 && <GroupTerminalTable rows={data} canEdit={canEdit} onRemoved={changed} />}
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_event, next) => setPage(next + 1)}
          onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
          labelRowsPerPage={translate('groupPages.terminals.perPage')}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          labelDisplayedRows={({ from, to, count }) => translate('groupPages.terminals.range', { from, to, count })}
        />
      )}
    </Stack>
  );
};
