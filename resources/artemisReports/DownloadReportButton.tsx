import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'ra-core';
import type { ArtemisDownloadDataProvider } from '../../dataProviders/artemisReports/downloadMethods';
import { saveDownloadedFile } from '../terminals/operations/saveFile';
import { artemisReports } from './schema';

/** Downloads the report's file (the operations of its period, CSV). */
export const DownloadReportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const provider = useDataProvider<ArtemisDownloadDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = async () => {
    setBusy(true);
    try {
      saveDownloadedFile(
        (await provider.downloadArtemisReport(artemisReports.resource, { id: Number(record.id) })).data,
      );
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
      {translate('operationPages.artemis.download')}
    </Button>
  );
};
