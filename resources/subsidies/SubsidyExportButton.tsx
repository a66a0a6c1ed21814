import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { Button } from 'ra-ui-materialui';
import DataObjectIcon from '@mui/icons-material/DataObject';
import type { SubsidyMethods } from '../../dataProviders/reference/subsidyMethods';
import { saveBlob } from '../views/saveFile';

/** Downloads the entity's subsidies as the JSON file the import reads. */
export const SubsidyExportButton = () => {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & SubsidyMethods>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportFile = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.exportSubsidies();
      const fileName = `${translate('reference.subsidies.export.fileName')}.json`;
      saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="reference.subsidies.export.button" onClick={() => void exportFile()} disabled={busy}>
      <DataObjectIcon />
    </Button>
  );
};
