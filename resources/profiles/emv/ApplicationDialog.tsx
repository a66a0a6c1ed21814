import { useState } from 'react';
import { Grid } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { EmvApplication } from './emvShapes';
import { validateApplication, type FieldErrors } from './emvValidators';
import { EmvItemDialog } from './EmvItemDialog';
import { EmvTextField } from './HexField';
import { normalizeHex } from './hex';

const hexFields = [
  'aid',
  'kernelId',
  'terminalCapabilities',
  'tacDefault',
  'tacDenial',
  'tacOnline',
  'ddol',
  'tdol',
] as const;
const amountFields = [
  'floorLimit',
  'contactlessFloorLimit',
  'cvmRequiredLimit',
  'contactlessTransactionLimit',
] as const;

interface Props {
  initial: EmvApplication;
  /** Refusals that depend on the rest of the list (a repeated AID). */
  listErrors: (app: EmvApplication) => FieldErrors;
  onSave: (app: EmvApplication) => void;
  onClose: () => void;
}

/** Adds or edits one EMV application; saving checks every field as the service will. */
export const ApplicationDialog = ({ initial, listErrors, onSave, onClose }: Props) => {
  const translate = useTranslate();
  const [app, setApp] = useState(initial);
  const [amounts, setAmounts] = useState(() => Object.fromEntries(amountFields.map((f) => [f, String(initial[f])])));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = () => {
    const next: EmvApplication = {
      ...app,
      ...Object.fromEntries(hexFields.map((field) => [field, normalizeHex(app[field])])),
      ...Object.fromEntries(
        amountFields.map((field) => [field, amounts[field].trim() === '' ? NaN : Number(amounts[field])]),
      ),
    };
    const found = { ...validateApplication(next), ...listErrors(next) };
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(next);
  };
  return (
    <EmvItemDialog title={translate('profilesEmv.emv.applications')} onSave={save} onClose={onClose}>
      {(['aid', 'label', ...hexFields.slice(1)] as const).map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6 }}>
          <EmvTextField
            name={field}
            value={app[field]}
            onChange={(value) => setApp({ ...app, [field]: value })}
            error={errors[field]}
          />
        </Grid>
      ))}
      {amountFields.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6 }}>
          <EmvTextField
            name={field}
            value={amounts[field]}
            onChange={(value) => setAmounts({ ...amounts, [field]: value })}
            error={errors[field]}
          />
        </Grid>
      ))}
    </EmvItemDialog>
  );
};
