import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'ra-core';
import type { ChangeEvent } from 'react';
import { saveCsv } from '../views/saveFile';
import type { CsvFormat } from './csvFormat';
import { exampleCsv } from './csvFiles';
import { useImportContext } from './useImportContext';
import { ownText, type ImportTexts } from './importTexts';

interface Props {
  format: CsvFormat;
  texts: ImportTexts;
  onFile(file: File): void;
  /** Why the last file could not be read. */
  failure?: string;
}

/** What the file must hold, its example, and the file chooser (a real button: keyboard and screen readers). */
export const CsvPicker = ({ format, texts, onFile, failure }: Props) => {
  const context = useImportContext();
  const translate = useTranslate();
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Stack spacing={2}>
      <Typography>
        {translate(ownText(texts, 'csv.intro'), {
          columns: format.columns.join(', '),
          required: format.required.join(', '),
        })}
      </Typography>
      {failure && <Alert severity="error">{translate('csvImport.csv.failedRead', { message: failure })}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" component="label" startIcon={<UploadFileIcon />}>
          {translate('csvImport.csv.choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            onChange={picked}
            data-testid={`${format.name.replace(/s$/, '')}-csv-input`}
          />
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => saveCsv(exampleCsv(format, context), translate(ownText(texts, 'csv.exampleFile')))}
        >
          {translate('csvImport.csv.example')}
        </Button>
      </Box>
    </Stack>
  );
};
