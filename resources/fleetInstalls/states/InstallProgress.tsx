import { Alert, Box, Chip, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { InstallSubjectTitle } from '../pages/InstallSubjectTitle';
import type { InstallSummary } from '../shapes';

const installStateColors = { RUNNING: 'info', STOPPED: 'error', COMPLETED: 'success' } as const;

/** What is installed, the install's state, and how far it got: a bar and the counts by state. */
export const InstallProgress = ({ summary }: { summary: InstallSummary }) => {
  const translate = useTranslate();
  const { counts, total } = summary;
  const answered = counts.DONE + counts.FAILED;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <InstallSubjectTitle kind={summary.kind} name={summary.targetName} />
        <Chip size="small" label={translate(`fleetInstall.operations.${summary.operation}`)} />
        <Chip
          size="small"
          color={installStateColors[summary.state]}
          label={translate(`fleetInstall.installStates.${summary.state}`)}
        />
      </Stack>
      <Box>
        <LinearProgress variant="determinate" value={total ? (answered / total) * 100 : 0} />
      </Box>
      <Alert severity={counts.FAILED ? 'warning' : counts.PENDING ? 'info' : 'success'} role="status">
        {translate('fleetInstall.progress', {
          done: counts.DONE,
          failed: counts.FAILED,
          pending: counts.PENDING,
          queued: counts.QUEUED,
          total,
        })}
        {summary.waitingBatch > 0 && ` ${translate('fleetInstall.waitingBatch', { count: summary.waitingBatch })}`}
        {counts.WAITING > 0 && ` ${translate('fleetInstall.waitingTerminal', { count: counts.WAITING })}`}
      </Alert>
    </Stack>
  );
};
