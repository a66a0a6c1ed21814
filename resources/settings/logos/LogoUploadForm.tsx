import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'ra-core';
import { LOGO_TYPES, MAX_LOGO_BYTES, type LogoUpload } from '../logoShapes';

interface Props {
  onUpload: (upload: LogoUpload) => Promise<boolean>;
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * A new logo: a PNG or JPG (spec section 5 file types) of at most 512 KiB, current at once or
 * scheduled from a chosen date and time. A minimal file input: no shared upload input is on main yet.
 */
export const LogoUploadForm = ({ onUpload }: Props) => {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [validFrom, setValidFrom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = (chosen: File | undefined) => {
    setError(null);
    setFile(null);
    if (!chosen) return;
    if (!(LOGO_TYPES as readonly string[]).includes(chosen.type)) setError('settings.logos.badType');
    else if (chosen.size > MAX_LOGO_BYTES) setError('settings.logos.tooBig');
    else setFile(chosen);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('settings.logos.noFile');
    if (when === 'later' && !(Date.parse(validFrom) > Date.now())) return setError('settings.logos.pastDate');
    setBusy(true);
    const upload = {
      fileName: file.name,
      dataUrl: await readDataUrl(file),
      ...(when === 'later' ? { validFrom: new Date(validFrom).toISOString() } : {}),
    };
    if (await onUpload(upload)) {
      setFile(null);
      setValidFrom('');
      (event.target as HTMLFormElement).reset();
    }
    setBusy(false);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 420 }}>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
        {translate('settings.logos.choose')}
        <input
          hidden
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-label={translate('settings.logos.choose')}
          onChange={(event) => pick(event.target.files?.[0])}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {file ? file.name : translate('settings.logos.fileHelp')}
      </Typography>
      <RadioGroup row value={when} onChange={(event) => setWhen(event.target.value as 'now' | 'later')}>
        <FormControlLabel value="now" control={<Radio />} label={translate('settings.logos.now')} />
        <FormControlLabel value="later" control={<Radio />} label={translate('settings.logos.later')} />
      </RadioGroup>
      {when === 'later' && (
        <TextField
          type="datetime-local"
          label={translate('settings.logos.validFrom')}
          value={validFrom}
          onChange={(event) => setValidFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {error && <Alert severity="error">{translate(error)}</Alert>}
      <Button type="submit" variant="contained" disabled={busy}>
        {translate(when === 'later' ? 'settings.logos.schedule' : 'settings.logos.upload')}
      </Button>
    </Box>
  );
};
