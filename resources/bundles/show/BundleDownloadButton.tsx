import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import { saveBlob } from '../../views/saveFile';
import { bundles } from '../schema';

/** Downloads what the bundle installs, in install order (BUNDLE_DOWNLOAD); AM-0002 without a binary. */
export const BundleDownloadButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: bundles.resource, action: 'download' });
  if (!record || !canAccess) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.downloadBundle({ id: Number(record.id) });
      const text = JSON.stringify(data, null, 2);
      saveBlob(
        new Blob([text], { type: 'application/json' }),
        `bundle-${String(record.name)}-${String(record.version)}.json`,
      );
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
      {translate('market.bundles.download')}
    </Button>
  );
};
