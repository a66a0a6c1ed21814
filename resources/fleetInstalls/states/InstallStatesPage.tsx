import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Stack, Tab, TablePagination, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { OperationCard } from '../../terminals/pages/shared/OperationCard';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';
import type { TargetState } from '../shapes';
import { InstallProgress } from './InstallProgress';
import { InstallTargetTable } from './InstallTargetTable';
import { RolloutWaves } from './RolloutWaves';
import { useInstallTracking } from './useInstallTracking';
import { useBusyWork } from '../../terminals/pages/shared/useBusyWork';

const PER_PAGE = 50;
const tabOrder: readonly TargetState[] = ['FAILED', 'PENDING', 'WAITING', 'QUEUED', 'DONE'];

/**
 * /fleet-install/:installId: an install's progress, its rollout waves and why it stopped, and its
 * terminals page by page with their states (those waiting for an offline terminal apart from the
 * running ones), updated every second while it runs; retry of the failed and waiting terminals,
 * cancelling the waiting ones and the resumption of a stopped rollout.
 */
export const InstallStatesPage = () => {
  const translate = useTranslate();
  const id = Number(useParams().installId);
  const [state, setState] = useState<TargetState | undefined>(undefined);
  const [page, setPage] = useState(0);
  const { busy, run } = useBusyWork();
  const { summary, rows, retryFailed, resume, cancelWaiting } = useInstallTracking(id, state, page, PER_PAGE);
  const data = summary.data;
  return (
    <OperationCard title={translate('fleetInstall.statesTitle')}>
      {summary.error && !data && <Alert severity="warning">{translate(errorKeyOf(summary.error))}</Alert>}
      {data && (
        <Stack spacing={2}>
          <InstallProgress summary={data} />
          <Stack direction="row" spacing={1}>
            {data.counts.FAILED + data.counts.WAITING > 0 && (
              <Button
                variant="contained"
                startIcon={<ReplayIcon />}
                disabled={busy}
                onClick={() => void run(retryFailed)}
              >
                {data.counts.WAITING > 0
                  ? translate('fleetInstall.retryWaiting', { count: data.counts.FAILED + data.counts.WAITING })
                  : translate('fleetInstall.retry', { count: data.counts.FAILED })}
              </Button>
            )}
            {data.counts.WAITING > 0 && (
              <Button
                variant="outlined"
                startIcon={<CancelScheduleSendIcon />}
                disabled={busy}
                onClick={() => void run(cancelWaiting)}
              >
                {translate('fleetInstall.cancelWaiting', { count: data.counts.WAITING })}
              </Button>
            )}
            {data.state === 'STOPPED' && (
              <Button variant="outlined" startIcon={<PlayArrowIcon />} disabled={busy} onClick={() => void run(resume)}>
                {translate('fleetInstall.resume')}
              </Button>
            )}
          </Stack>
          <RolloutWaves summary={data} />
          <Tabs
            value={state ?? 'ALL'}
            onChange={(_, next: string) => (setState(next === 'ALL' ? undefined : (next as TargetState)), setPage(0))}
          >
            <Tab value="ALL" label={`${translate('fleetInstall.filterAll')} (${data.total})`} />
            {tabOrder.map((tab) => (
              <Tab key={tab} value={tab} label={`${translate(`fleetInstall.states.${tab}`)} (${data.counts[tab]})`} />
            ))}
          </Tabs>
          <InstallTargetTable rows={rows.data?.data ?? []} />
          <TablePagination
            component="div"
            count={rows.data?.total ?? 0}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
            getItemAriaLabel={(type) => translate(`ra.navigation.${type === 'next' ? 'next' : 'previous'}`)}
          />
        </Stack>
      )}
    </OperationCard>
  );
};
