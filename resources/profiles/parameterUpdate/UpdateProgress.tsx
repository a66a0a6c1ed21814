import { Alert, Button, Stack } from '@mui/material';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'ra-core';
import type { ParameterPush } from './useParameterPush';
import { UpdateRows } from './UpdateRows';
import type { UpdateRow } from './updateShapes';

/** A push under way: how many terminals are done, failed and pending, the retry of the failed, each row. */
interface Props {
  push: ParameterPush;
  rows: readonly UpdateRow[];
  /** The table's name: the screen's title. */
  title?: string;
}

export const UpdateProgress = ({ push, rows, title }: Props) => {
  const translate = useTranslate();
  const count = (state: string) => rows.filter((row) => row.state === state).length;
  return (
    <Stack spacing={2}>
      <Alert
        severity={count('FAILED') ? 'warning' : count('PENDING') || count('WAITING') ? 'info' : 'success'}
        role="status"
      >
        {translate('profilesEmv.update.progress', {
          done: count('DONE'),
          failed: count('FAILED'),
          pending: count('PENDING'),
          total: rows.length,
        })}
        {count('WAITING') > 0 && ` ${translate('profilesEmv.update.waiting', { count: count('WAITING') })}`}
      </Alert>
      <Stack direction="row" spacing={1}>
        {count('FAILED') > 0 && (
          <Button variant="contained" startIcon={<ReplayIcon />} disabled={push.busy} onClick={() => void push.retry()}>
            {translate('profilesEmv.update.retry', { count: count('FAILED') })}
          </Button>
        )}
        {count('WAITING') > 0 && (
          <Button startIcon={<CancelScheduleSendIcon />} disabled={push.busy} onClick={() => void push.cancelWaiting()}>
            {translate('profilesEmv.update.cancelWaiting', { count: count('WAITING') })}
          </Button>
        )}
        <Button onClick={push.reset}>{translate('profilesEmv.update.startOver')}</Button>
      </Stack>
      <UpdateRows rows={rows} title={title} />
    </Stack>
  );
};
