import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { terminals } from '../../schema';
import type { InitializationResult, InitializationRow } from '../../operations/shapes';
import { parseSerialList } from '../../operations/serialList';
import { BatchProgressBar } from '../shared/BatchProgressBar';
import { errorKeyOf } from '../shared/errorText';
import { MAX_SERIALS, SerialListInput } from '../shared/SerialListInput';
import { useBatches } from '../shared/useBatches';
import { useOperations } from '../shared/useOperations';
import { InitializationRows } from './InitializationRows';
import { OperationCard } from '../shared/OperationCard';

const BATCH = 500;

/**
 * /Terminal/Refresh: send terminals their initialization parameters (TPV initialization), with a
 * confirmation, progress over batches and the outcome of every serial.
 */
export const RefreshPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const operations = useOperations();
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rows, setRows] = useState<InitializationRow[] | null>(null);
  const { run, progress } = useBatches<string, InitializationResult>(BATCH);
  const { serials } = parseSerialList(text);

  const ask = () => {
    setShowErrors(true);
    if (serials.length > 0 && serials.length <= MAX_SERIALS) setConfirming(true);
  };
  const send = async () => {
    setConfirming(false);
    try {
      const results = await run(
        serials,
        async (serialNumbers) =>
          (await operations.sendInitializationParameters(terminals.resource, { serialNumbers })).data,
      );
      setRows(results.flatMap((result) => result.rows));
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    }
  };
  const sent = rows?.filter((row) => row.status === 'SENT').length ?? 0;

  return (
    <OperationCard title={translate('terminalOperations.refresh.title')}>
      {rows ? (
        <Stack spacing={2}>
          <Alert severity={sent ? 'success' : 'warning'}>
            {translate('terminalOperations.refresh.sent', { smart_count: sent })}
          </Alert>
          <InitializationRows rows={rows} />
          <div>
            <Button onClick={() => (setRows(null), setText(''), setShowErrors(false))}>
              {translate('terminalOperations.common.startOver')}
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), ask())}>
          <Typography color="text.secondary">{translate('terminalOperations.refresh.intro')}</Typography>
          <SerialListInput
            text={text}
            onChange={setText}
            error={showErrors && serials.length === 0 ? translate('terminalOperations.serials.empty') : undefined}
            disabled={Boolean(progress)}
          />
          <BatchProgressBar progress={progress} />
          <div>
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={Boolean(progress)}>
              {translate('terminalOperations.refresh.send')}
            </Button>
          </div>
        </Stack>
      )}
      <Confirm
        isOpen={confirming}
        title={translate('terminalOperations.refresh.confirmTitle')}
        content={translate('terminalOperations.refresh.confirmBody', { smart_count: serials.length })}
        confirm={translate('terminalOperations.common.confirm')}
        cancel={translate('terminalOperations.common.cancel')}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </OperationCard>
  );
};
