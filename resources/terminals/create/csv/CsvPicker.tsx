import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'ra-core';
import type { ChangeEvent } from 'react';
import { saveCsv } from '../../../views/saveFile';
import { exampleCsv } from './csvFiles';
import { importColumns, requiredImportColumns } from './importFormat';

interface Props {
  onFile(file: File): void;
  /** Why the last file could not be read. */
  failure?: string;
}

/** What the file must hold, its example, and the file chooser (a real button: keyboard and screen readers). */
export const CsvPicker = ({ onFile, failure }: Props) => {
  const translate = useTranslate();
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Stack spacing={2}>
      <Typography>
        {translate('terminalImport.csv.intro', {
          columns: importColumns.join(', '),
          required: requiredImportColumns.join(', '),
        })}
      </Typography>
      {failure && <Alert severity="error">{translate('terminalImport.csv.failedRead', { message: failure })}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" component="label" startIcon={<UploadFileIcon />}>
          {translate('terminalImport.csv.choose')}
          <input hidden type="file" accept=".csv,text/csv" onChange={picked} data-testid="terminal-csv-input" />
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => saveCsv(exampleCsv(), translate('terminalImport.csv.exampleFile'))}
        >
          {translate('terminalImport.csv.example')}
        </Button>
      </Box>
    </Stack>
  );
};
