import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import SendIcon from '@mui/icons-material/Send';
import { useCanAccess, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { useLocation } from 'react-router-dom';
import { ExpiryField } from '../../fleetInstalls/pages/ExpiryField';
import { EXPIRY_DAYS } from '../../fleetInstalls/shapes';
import { OperationCard } from '../../terminals/pages/shared/OperationCard';
import { ImpactSummary } from './ImpactSummary';
import { TargetPicker, targetOf, type TargetDraft } from './TargetPicker';
import { UpdateProgress } from './UpdateProgress';
import { useParameterPush } from './useParameterPush';

const RULE = 'ParameterUpdate';

/** The first target: the serial numbers the terminal list handed over, else a group to choose. */
const draftOfState = (state: unknown): TargetDraft => {
  const serials = (state as { serials?: unknown } | null)?.serials;
  return Array.isArray(serials) && serials.length
    ? { kind: 'serials', serialText: serials.map(String).join('\n') }
    : { kind: 'group', serialText: '' };
};

/**
 * /ParameterUpdate: push a profile's parameters to the terminals of a profile, group, commerce or
 * list, after seeing what the push would reach; then each terminal's state, and a retry of the
 * failed ones.
 */
export const ParameterUpdatePage = () => {
  const translate = useTranslate();
  const { canAccess: maySend, isPending: checking } = useCanAccess({ resource: RULE, action: 'send' });
  const { state } = useLocation();
  const [draft, setDraft] = useState<TargetDraft>(() => draftOfState(state));
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);
  const [expiryDays, setExpiryDays] = useState<number>(EXPIRY_DAYS.default);
  const push = useParameterPush();
  const { impact, busy, rows } = push;
  const target = targetOf(draft);

  const preview = () => {
    setMissing(!target);
    if (target) void push.preview(target);
  };
  const send = () => {
    setConfirming(false);
    if (target) void push.send(target, expiryDays);
  };
  const change = (next: TargetDraft) => (setDraft(next), push.reset(), setMissing(false));

  if (checking) return null;
  return (
    <OperationCard title={translate('profilesEmv.update.title')}>
      {!maySend ? (
        <Alert severity="info">{translate('profilesEmv.update.noPermission')}</Alert>
      ) : rows ? (
        <UpdateProgress push={push} rows={rows} />
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate('profilesEmv.update.intro')}</Typography>
          <TargetPicker
            draft={draft}
            onChange={change}
            disabled={busy}
            error={missing ? translate('profilesEmv.update.pickFirst') : undefined}
          />
          <ExpiryField days={expiryDays} onChange={setExpiryDays} disabled={busy} />
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
