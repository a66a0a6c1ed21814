import PreviewIcon from '@mui/icons-material/Preview';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { draftOfHandOver, requestOfDraft, type InstallDraft } from '../installDraft';
import type { ListHandOver } from '../listSelection';
import {
  installOperations,
  listedTerminals,
  MAX_INSTALL_TERMINALS,
  type InstallImpact,
  type InstallKind,
  type InstallOperation,
} from '../shapes';
import { useInstallProvider } from '../useInstallProvider';
import { InstallImpactPreview } from './InstallImpactPreview';
import { InstallSubjectTitle, useInstallSubject } from './InstallSubjectTitle';
import { InstallTargetPicker } from './InstallTargetPicker';
import { ExpiryField } from './ExpiryField';
import { RolloutFields } from './RolloutFields';
import { useBusyWork } from '../../terminals/pages/shared/useBusyWork';

/**
 * The install form: operation, terminals, staged rollout; the impact the services compute, then
 * a confirmation naming how many terminals, then the states page of the new install.
 */
export const FleetInstallForm = ({
  kind,
  id,
  handOver,
}: {
  kind: InstallKind;
  id: number;
  handOver?: ListHandOver;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const provider = useInstallProvider();
  const { record, name } = useInstallSubject(kind, id);
  const [draft, setDraft] = useState<InstallDraft>(() => draftOfHandOver(handOver));
  const [impact, setImpact] = useState<InstallImpact | null>(null);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useBusyWork();
  const disabledVersion = kind === 'appVersion' && record?.state === 'INACTIVE';
  const listed = requestOfDraft({ kind, id }, draft);
  // The list input already says so; the services would refuse it (CE-0002).
  const tooMany = listed !== undefined && listedTerminals(listed.target) > MAX_INSTALL_TERMINALS;

  const change = (next: InstallDraft) => (setDraft(next), setImpact(null), setMissing(false));
  const preview = () => {
    const request = requestOfDraft({ kind, id }, draft);
    setMissing(!request);
    if (request) void run(async () => setImpact((await provider.installImpact({ request })).data));
  };
  const send = () => {
    setConfirming(false);
    const request = requestOfDraft({ kind, id }, draft, true);
    if (request)
      void run(async () => {
        const { data } = await provider.sendInstall({ request });
        navigate(`/fleet-install/${data.id}`);
      });
  };

  return (
    <Stack spacing={3}>
      <InstallSubjectTitle
        kind={kind}
        name={name}
        state={kind === 'appVersion' ? String(record?.state ?? '') : undefined}
      />
      {disabledVersion && <Alert severity="error">{translate('fleetInstall.disabled')}</Alert>}
      <FormControl disabled={busy}>
        <FormLabel id="fleet-install-operation">{translate('fleetInstall.operation')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="fleet-install-operation"
          value={draft.operation}
          onChange={(event) => change({ ...draft, operation: event.target.value as InstallOperation })}
        >
          {installOperations.map((operation) => (
            <FormControlLabel
              key={operation}
              value={operation}
              control={<Radio />}
              label={translate(`fleetInstall.operations.${operation}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <InstallTargetPicker
        draft={draft}
        onChange={change}
        disabled={busy}
        error={missing ? translate('fleetInstall.pickFirst') : undefined}
      />
      <RolloutFields
        staged={draft.staged}
        rollout={draft.rollout}
        onChange={(staged, rollout) => change({ ...draft, staged, rollout })}
        disabled={busy}
      />
      <ExpiryField
        days={draft.expiryDays}
        onChange={(expiryDays) => change({ ...draft, expiryDays })}
        disabled={busy}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<PreviewIcon />}
          onClick={preview}
          disabled={busy || disabledVersion || tooMany}
        >
          {translate('fleetInstall.preview')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={busy || disabledVersion || !impact?.total}
          onClick={() => setConfirming(true)}
        >
          {translate('fleetInstall.send')}
        </Button>
      </Stack>
      {impact && <InstallImpactPreview impact={impact} />}
      <Confirm
        isOpen={confirming}
        title={translate('fleetInstall.confirmTitle')}
        content={translate('fleetInstall.confirmBody', { smart_count: impact?.total ?? 0, name })}
        confirm={translate('terminalOperations.common.confirm')}
        cancel={translate('terminalOperations.common.cancel')}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
