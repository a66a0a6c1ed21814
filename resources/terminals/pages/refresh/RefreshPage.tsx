import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { ImpactSummary } from '../../../profiles/parameterUpdate/ImpactSummary';
import { UpdateProgress } from '../../../profiles/parameterUpdate/UpdateProgress';
import { useParameterPush } from '../../../profiles/parameterUpdate/useParameterPush';
import { parseSerialList } from '../../operations/serialList';
import { OperationCard } from '../shared/OperationCard';
import { MAX_SERIALS, SerialListInput } from '../shared/SerialListInput';
import { useInitializationSender } from './useInitializationSender';

/**
 * /Terminal/Refresh: send listed terminals their initialization parameters (a TPV initialization
 * each, through Terminal/initialization-parameters): what the push would reach first, then each
 * terminal pending, done or failed, and a retry of the failed, as /ParameterUpdate shows them.
 */
export const RefreshPage = () => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const push = useParameterPush(useInitializationSender());
  const { impact, busy, rows } = push;
  const { serials } = parseSerialList(text);
  const target =
    serials.length > 0 && serials.length <= MAX_SERIALS
      ? { kind: 'serials' as const, serialNumbers: serials }
      : undefined;
  const title = translate('terminalOperations.refresh.title');

  const preview = () => {
    setShowErrors(true);
    if (target) void push.preview(target);
  };
  const send = () => {
    setConfirming(false);
    if (target) void push.send(target);
  };
  const change = (next: string) => (setText(next), push.reset());
  const startOver = () => (push.reset(), setText(''), setShowErrors(false));

  return (
    <OperationCard title={title}>
      {rows ? (
        <UpdateProgress push={{ ...push, reset: startOver }} rows={rows} title={title} />
      ) : (
        <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), preview())}>
          <Typography color="text.secondary">{translate('terminalOperations.refresh.intro')}</Typography>
          <SerialListInput
            text={text}
            onChange={change}
            error={showErrors && serials.length === 0 ? translate('terminalOperations.serials.empty') : undefined}
            disabled={busy}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="outlined" startIcon={<PreviewIcon />} disabled={busy}>
              {translate('profilesEmv.update.preview')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={busy || !impact?.total}
              onClick={() => setConfirming(true)}
            >
              {translate('terminalOperations.refresh.send')}
            </Button>
          </Stack>
          {impact && <ImpactSummary impact={impact} />}
        </Stack>
      )}
      <Confirm
        isOpen={confirming}
        title={translate('terminalOperations.refresh.confirmTitle')}
        content={translate('terminalOperations.refresh.confirmBody', { smart_count: impact?.total ?? 0 })}
        confirm={translate('terminalOperations.common.confirm')}
        cancel={translate('terminalOperations.common.cancel')}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </OperationCard>
  );
};
