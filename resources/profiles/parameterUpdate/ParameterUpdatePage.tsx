import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { useCanAccess, useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { OperationCard } from '../../terminals/pages/shared/OperationCard';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';
import { EMV_RESOURCE, useEmvProvider } from '../emv/useEmvProvider';
import { ImpactSummary } from './ImpactSummary';
import { TargetPicker, targetOf, type TargetDraft } from './TargetPicker';
import { UpdateRows } from './UpdateRows';
import type { UpdateImpact } from './updateShapes';
import { useUpdateTracking } from './useUpdateTracking';

const RULE = 'ParameterUpdate';

/**
 * /ParameterUpdate: push a profile's parameters to the terminals of a profile, group, commerce or
 * list, after seeing what the push would reach; then each terminal's state, and a retry of the
 * failed ones.
 */
export const ParameterUpdatePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useEmvProvider();
  const { canAccess: maySend, isPending: checking } = useCanAccess({ resource: RULE, action: 'send' });
  const [draft, setDraft] = useState<TargetDraft>({ kind: 'group', serialText: '' });
  const [impact, setImpact] = useState<UpdateImpact | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const { rows, setRows, retryFailed } = useUpdateTracking();
  const target = targetOf(draft);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const preview = () => {
    setMissing(!target);
    if (target) void run(async () => setImpact((await provider.parameterUpdateImpact(EMV_RESOURCE, { target })).data));
  };
  const send = () => {
    setConfirming(false);
    if (target) void run(async () => setRows((await provider.sendParameterUpdate(EMV_RESOURCE, { target })).data.rows));
  };
  const change = (next: TargetDraft) => (setDraft(next), setImpact(null), setMissing(false));
  const count = (state: string) => (rows ?? []).filter((row) => row.state === state).length;

  if (checking) return null;
  return (
    <OperationCard title={translate('profilesEmv.update.title')}>
      {!maySend ? (
        <Alert severity="info">{translate('profilesEmv.update.noPermission')}</Alert>
      ) : rows ? (
        <Stack spacing={2}>
          <Alert severity={count('FAILED') ? 'warning' : count('PENDING') ? 'info' : 'success'} role="status">
            {translate('profilesEmv.update.progress', {
              done: count('DONE'),
              failed: count('FAILED'),
              pending: count('PENDING'),
              total: rows.length,
            })}
          </Alert>
          <Stack direction="row" spacing={1}>
            {count('FAILED') > 0 && (
              <Button
                variant="contained"
                startIcon={<ReplayIcon />}
                disabled={busy}
                onClick={() => void run(retryFailed)}
              >
                {translate('profilesEmv.update.retry', { count: count('FAILED') })}
              </Button>
            )}
            <Button onClick={() => (setRows(null), setImpact(null))}>
              {translate('profilesEmv.update.startOver')}
            </Button>
          </Stack>
          <UpdateRows rows={rows} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate('profilesEmv.update.intro')}</Typography>
          <TargetPicker
            draft={draft}
            onChange={change}
            disabled={busy}
            error={missing ? translate('profilesEmv.update.pickFirst') : undefined}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<PreviewIcon />} onClick={preview} disabled={busy}>
              {translate('profilesEmv.update.preview')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={busy || !impact?.total}
              onClick={() => setConfirming(true)}
            >
              {translate('profilesEmv.update.send')}
            </Button>
          </Stack>
          {impact && <ImpactSummary impact={impact} />}
        </Stack>
      )}
      <Confirm
        isOpen={confirming}
        title={translate('profilesEmv.update.confirmTitle')}
        content={translate('profilesEmv.update.confirmBody', { smart_count: impact?.total ?? 0 })}
        confirm={translate('terminalOperations.common.confirm')}
        cancel={translate('terminalOperations.common.cancel')}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </OperationCard>
  );
};
