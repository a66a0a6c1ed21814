import { useState } from 'react';
import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CaKey } from './emvShapes';
import { caKeyExponents, validateCaKey, type FieldErrors } from './emvValidators';
import { EmvItemDialog } from './EmvItemDialog';
import { EmvTextField } from './HexField';
import { normalizeHex } from './hex';

interface Props {
  initial: CaKey;
  listErrors: (caKey: CaKey) => FieldErrors;
  onSave: (caKey: CaKey) => void;
  onClose: () => void;
}

/**
 * Adds or edits one CA public key. The hash is typed as the scheme published it, never computed
 * here: saving refuses a key whose hash is not the SHA-1 of its parts (EMV Book 2).
 */
export const CaKeyDialog = ({ initial, listErrors, onSave, onClose }: Props) => {
  const translate = useTranslate();
  const [caKey, setCaKey] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof CaKey) => (value: string) => setCaKey({ ...caKey, [field]: value });
  const save = () => {
    const next = {
      ...caKey,
      ...Object.fromEntries((['rid', 'index', 'modulus', 'hash'] as const).map((f) => [f, normalizeHex(caKey[f])])),
    };
    const found = { ...validateCaKey(next), ...listErrors(next) };
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(next);
  };
  const modulusBytes = normalizeHex(caKey.modulus).length / 2;
  return (
    <EmvItemDialog title={translate('profilesEmv.emv.caKeys')} onSave={save} onClose={onClose}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <EmvTextField name="rid" value={caKey.rid} onChange={set('rid')} error={errors.rid} />
      </Grid>
      <Grid size={{ xs: 6, sm: 2 }}>
        <EmvTextField name="index" value={caKey.index} onChange={set('index')} error={errors.index} />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={translate('profilesEmv.emv.fields.exponent')}
          value={caKey.exponent}
          onChange={(event) => set('exponent')(event.target.value)}
          error={Boolean(errors.exponent)}
          helperText={errors.exponent ? translate(errors.exponent) : undefined}
        >
          {caKeyExponents.map((exponent) => (
            <MenuItem key={exponent} value={exponent}>
              {exponent}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <EmvTextField name="expiry" type="date" value={caKey.expiry} onChange={set('expiry')} error={errors.expiry} />
      </Grid>
      <Grid size={12}>
        <EmvTextField
          name="modulus"
          multiline
          value={caKey.modulus}
          onChange={set('modulus')}
          error={errors.modulus}
          helperText={translate('profilesEmv.emv.modulusBytes', { bytes: modulusBytes })}
        />
      </Grid>
      <Grid size={12}>
        <EmvTextField
          name="hash"
          value={caKey.hash}
          onChange={set('hash')}
          error={errors.hash}
          helperText={translate('profilesEmv.emv.hashHelp')}
        />
      </Grid>
    </EmvItemDialog>
  );
};
