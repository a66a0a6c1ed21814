import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'ra-core';
import type { TerminalOperationsDataProvider } from '../../dataProviders/terminals/operationsMethods';
import { saveDownloadedFile } from '../terminals/operations/saveFile';
import { terminalLogs } from './schema';

/** Downloads one log file (b64log). */
export const DownloadLogButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<TerminalOperationsDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = async () => {
    setBusy(true);
    try {
      saveDownloadedFile(
        (await dataProvider.downloadTerminalLog(terminalLogs.resource, { id: Number(record.id) })).data,
      );
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      aria-label={translate('terminalOperations.logs.downloadOf', { name: String(record.fileName) })}
      onClick={(event) => (event.stopPropagation(), download())}
    >
      {translate('terminalOperations.logs.download')}
    </Button>
  );
};
