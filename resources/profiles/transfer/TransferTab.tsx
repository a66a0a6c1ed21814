import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { ProfileParametersDataProvider } from '../../../dataProviders/profiles/parametersMethods';
import { saveBlob } from '../../views/saveFile';
import type { ProfileTabProps } from '../edit/profileTabs';
import { ImportParameters } from './ImportParameters';

const fileNameOf = (name: string) => `${name.replace(/[^A-Za-z0-9_-]+/g, '_') || 'perfil'}.parameters.json`;

/** Export a profile's parameters as JSON, and import a file into it after a preview. */
export const TransferTab = ({ profileId }: ProfileTabProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<ProfileParametersDataProvider>();
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    try {
      const { data } = await dataProvider.exportProfileParameters({ id: profileId });
      const json = `${JSON.stringify(data, null, 2)}\n`;
      saveBlob(new Blob([json], { type: 'application/json' }), fileNameOf(String(record?.name ?? profileId)));
    } catch {
      notify('profileTransfer.exportFailed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Box>
        <Typography variant="h6" component="h3">
          {translate('profileTransfer.exportTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('profileTransfer.exportHelp')}
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportFile} disabled={exporting}>
          {translate('profileTransfer.export')}
        </Button>
      </Box>
      <ImportParameters profileId={profileId} />
    </Stack>
  );
};
