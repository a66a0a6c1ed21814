import { Alert, Box, LinearProgress, TablePagination, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useTerminalHistory } from '../useTerminalHistory';
import { HistoryTable } from './HistoryTable';

const PER_PAGE = 10;

/** Everything asked of the terminal, newest first; refreshed on its own while a push is pending. */
export const HistoryTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const history = useTerminalHistory(Number(record?.id), page, PER_PAGE);
  if (history.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (history.isError) return <Alert severity="error">{translate('terminalDetail.history.error')}</Alert>;
  const { data, total } = history.data;
  if (total === 0) return <Typography color="text.secondary">{translate('terminalDetail.history.empty')}</Typography>;
  return (
    <Box>
      {history.isFetching && <LinearProgress sx={{ height: 2 }} />}
      <HistoryTable actions={data} />
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_event, next) => setPage(next + 1)}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
        getItemAriaLabel={(type) => translate(type === 'next' ? 'ra.navigation.next' : 'ra.navigation.previous')}
      />
    </Box>
  );
};
