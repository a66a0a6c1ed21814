import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { TerminalOperationsDataProvider } from '../../dataProviders/terminals/operationsMethods';
import type { LogRequestKind } from '../terminals/operations/shapes';

interface Answer {
  severity: 'success' | 'error';
  text: string;
}

/** Asks one terminal, by serial number, to send its logs or to start logging (TERMINAL_LOG). */
export const LogRequestPanel = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<TerminalOperationsDataProvider>();
  const [serial, setSerial] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const ask = async (kind: LogRequestKind) => {
    const serialNumber = serial.trim().toUpperCase();
    if (!serialNumber) return;
    setBusy(true);
    setAnswer(null);
    try {
      await dataProvider.requestTerminalLogs({ serialNumber, kind });
      const key = kind === 'get-logs' ? 'requested' : 'activated';
      setAnswer({ severity: 'success', text: translate(`terminalOperations.logs.${key}`, { serial: serialNumber }) });
      refresh();
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 404)
        setAnswer({ severity: 'error', text: translate('terminalOperations.logs.unknown', { serial: serialNumber }) });
      else notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate('terminalOperations.logs.request')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            size="small"
            label={translate('terminalOperations.logs.serialNumber')}
            value={serial}
            onChange={(event) => setSerial(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && ask('get-logs')}
            sx={{ flex: '0 1 320px' }}
          />
          <Button
            variant="contained"
            disabled={busy || !serial.trim()}
            onClick={() => ask('get-logs')}
            sx={{ flexShrink: 0 }}
          >
            {translate('terminalOperations.logs.getLogs')}
          </Button>
          <Button disabled={busy || !serial.trim()} onClick={() => ask('activate-logs')} sx={{ flexShrink: 0 }}>
            {translate('terminalOperations.logs.activateLogs')}
          </Button>
        </Stack>
        {answer && (
          <Alert severity={answer.severity} sx={{ mt: 1 }}>
            {answer.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
