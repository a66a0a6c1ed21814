import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReassignmentPlan } from '../../operations/shapes';
import { BatchProgressBar } from '../shared/BatchProgressBar';
import type { BatchProgress } from '../shared/useBatches';
import { ReassignmentRows } from './ReassignmentRows';

interface Props {
  plan: ReassignmentPlan;
  targetName: string;
  progress: BatchProgress | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What would move and what would not (and why), before anything is changed. */
export const ReassignmentPreview = ({ plan, targetName, progress, busy, onConfirm, onCancel }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity={plan.moving ? 'info' : 'warning'}>
        {plan.moving
          ? translate('terminalOperations.reassignment.moving', { smart_count: plan.moving })
          : translate('terminalOperations.reassignment.nothingToMove')}
      </Alert>
      <ReassignmentRows rows={plan.rows} targetName={targetName} />
      <BatchProgressBar progress={progress} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy || plan.moving === 0} onClick={onConfirm}>
          {translate('terminalOperations.common.confirm')}
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          {translate('terminalOperations.common.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
};
