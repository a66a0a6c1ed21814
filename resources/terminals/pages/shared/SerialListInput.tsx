import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'ra-core';
import { parseSerialList, readSerialListFile, SERIAL_LIST_HEADER, type SerialList } from '../../operations/serialList';
import { useFormats } from '../../../dashboards/useFormats';
import { SerialSearch } from './SerialSearch';

export const MAX_SERIALS = 5000;

interface Props {
  text: string;
  onChange: (text: string, list: SerialList) => void;
  error?: string;
  disabled?: boolean;
  /** Most serials the call takes. */
  max?: number;
}

/**
 * Serial numbers found by search, typed, pasted or loaded from a CSV file (a `serialNumber`
 * header, then one serial per row: the file the operations download), with what was understood.
 */
export const SerialListInput = ({ text, onChange, error, disabled, max = MAX_SERIALS }: Props) => {
  const translate = useTranslate();
  const { integer } = useFormats();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const list = parseSerialList(text);
  const change = (next: string) => (setFileError(null), onChange(next, parseSerialList(next)));
  const add = (serial: string) => change(text.trim() ? `${text.trimEnd()}\n${serial}` : serial);
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = readSerialListFile(await file.text());
    if ('code' in read) setFileError(read.code);
    else change(read.text);
  };
  return (
    <Stack spacing={1}>
      <SerialSearch chosen={list.serials} onAdd={add} disabled={disabled} />
      <TextField
        label={translate('terminalOperations.serials.label')}
        helperText={error ?? translate('terminalOperations.serials.help')}
        error={Boolean(error)}
        value={text}
        onChange={(event) => change(event.target.value)}
        multiline
        minRows={4}
        maxRows={12}
        disabled={disabled}
        fullWidth
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={disabled}>
          {translate('terminalOperations.serials.loadCsv')}
        </Button>
        <input ref={fileInput} type="file" accept=".csv,.txt,text/csv,text/plain" hidden onChange={load} />
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('terminalOperations.serials.summary', { smart_count: list.serials.length })}
          {list.duplicates > 0 &&
            ` · ${translate('terminalOperations.serials.duplicates', { count: list.duplicates })}`}
        </Typography>
      </Box>
      {fileError && (
        <Alert severity="error" role="alert">
          {translate('terminalOperations.serials.fileRefused', {
            reason: translate(`errors.codes.${fileError}`),
            header: SERIAL_LIST_HEADER,
          })}
        </Alert>
      )}
      {list.invalid.length > 0 && (
        <Alert severity="warning">
          {translate('terminalOperations.serials.invalid', { list: list.invalid.slice(0, 20).join(', ') })}
        </Alert>
      )}
      {list.serials.length > max && (
        <Alert severity="error" role="alert">
          {translate('terminalOperations.serials.tooMany', { max: integer(max) })}
        </Alert>
      )}
    </Stack>
  );
};
