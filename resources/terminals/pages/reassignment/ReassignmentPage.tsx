import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useCanAccess, useGetOne, useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { commerces } from '../../../commerces/schema';
import type { ReassignmentPlan, ReassignmentResult } from '../../operations/shapes';
import { parseSerialList } from '../../operations/serialList';
import { errorKeyOf } from '../shared/errorText';
import { useBatches } from '../shared/useBatches';
import { useOperations } from '../shared/useOperations';
import { ReassignmentForm, type ReassignmentDraft } from './ReassignmentForm';
import { ReassignmentOutcome } from './ReassignmentOutcome';
import { ReassignmentPreview } from './ReassignmentPreview';
import { OperationCard } from '../shared/OperationCard';

const BATCH = 500;
const emptyDraft: ReassignmentDraft = { text: '', list: parseSerialList('') };

/**
 * /Terminal/Reassignment: choose terminals and a target commerce, see what would move (and what
 * would not, and why), confirm, follow the progress and read the result.
 */
export const ReassignmentPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const operations = useOperations();
  const [draft, setDraft] = useState(emptyDraft);
  const [showErrors, setShowErrors] = useState(false);
  const [plan, setPlan] = useState<ReassignmentPlan | null>(null);
  const [result, setResult] = useState<ReassignmentResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { run, progress } = useBatches<string, ReassignmentResult>(BATCH);
  // A user who may not read commerces typed the target's id: it stands for its name.
  const { canAccess: canReadCommerces = false } = useCanAccess({ resource: commerces.resource, action: 'list' });
  const { data: target } = useGetOne(
    commerces.resource,
    { id: draft.commerceId ?? 0 },
    { enabled: !!draft.commerceId && canReadCommerces },
  );
  const targetName = String(target?.name ?? draft.commerceId ?? '');
  const request = () => ({ commerceId: Number(draft.commerceId), groupId: draft.groupId ?? null });

  const preview = async () => {
    setShowErrors(true);
    if (!draft.commerceId || draft.list.serials.length === 0) return;
    setBusy(true);
    try {
      setPlan((await operations.reassignmentPreview({ ...request(), serialNumbers: draft.list.serials })).data);
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setConfirming(false);
    if (!plan) return;
    const moving = plan.rows.filter((row) => row.status === 'MOVE').map((row) => row.serialNumber);
    setBusy(true);
    try {
      const batches = await run(
        moving,
        async (serialNumbers) => (await operations.reassignTerminals({ ...request(), serialNumbers })).data,
      );
      const notMoved = [...plan.rows.filter((row) => row.status !== 'MOVE'), ...batches.flatMap((b) => b.notMoved)];
      setResult({ moved: batches.flatMap((b) => b.moved), notMoved });
      setPlan(null);
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  const startOver = () => {
    setDraft(emptyDraft);
    setPlan(null);
    setResult(null);
    setShowErrors(false);
  };

  return (
    <OperationCard title={translate('terminalOperations.reassignment.title')}>
      {result ? (
        <ReassignmentOutcome result={result} targetName={targetName} onStartOver={startOver} />
      ) : plan ? (
        <ReassignmentPreview
          plan={plan}
          targetName={targetName}
          progress={progress}
          busy={busy}
          onConfirm={() => setConfirming(true)}
          onCancel={() => setPlan(null)}
        />
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate('terminalOperations.reassignment.intro')}</Typography>
          <ReassignmentForm draft={draft} onChange={setDraft} onPreview={preview} showErrors={showErrors} busy={busy} />
        </Stack>
      )}
      <Confirm
        isOpen={confirming}
        title={translate('terminalOperations.reassignment.confirmTitle')}
        content={translate('terminalOperations.reassignment.confirmBody', {
          smart_count: plan?.moving ?? 0,
          commerce: targetName,
        })}
        confirm={translate('terminalOperations.common.confirm')}
        cancel={translate('terminalOperations.common.cancel')}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </OperationCard>
  );
};
