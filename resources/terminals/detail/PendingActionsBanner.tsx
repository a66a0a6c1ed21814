import { Alert, CircularProgress } from '@mui/material';
import { useRecordContext, useRefresh, useTranslate } from 'ra-core';
import { useEffect, useRef } from 'react';
import { useTerminalHistory } from './useTerminalHistory';

/**
 * On every tab: how many pushes still wait for the terminal's answer. Its polling settles them;
 * when one is answered the record and its lists are read again.
 */
export const PendingActionsBanner = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const history = useTerminalHistory(Number(record?.id));
  const pending = history.data?.data.filter((action) => action.state === 'PENDING').length ?? 0;
  const previous = useRef(pending);
  useEffect(() => {
    if (pending < previous.current) refresh();
    previous.current = pending;
  }, [pending, refresh]);
  if (pending === 0) return null;
  return (
    <Alert severity="info" icon={<CircularProgress size={20} />} role="status" sx={{ mx: 2, mt: 2 }}>
      {translate('terminalDetail.history.pending', { smart_count: pending })}
    </Alert>
  );
};
