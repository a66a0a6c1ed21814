import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { useParameterLabel } from '../edit/useParameterLabel';
import { parameterByName, parameterCatalogue } from '../parameters/catalogue';
import { checkValue, isBlank } from '../parameters/checkValue';
import type { EffectiveParameter } from '../parameters/effective';
import type { ParameterIssue, ParameterValue } from '../parameters/types';
import { issueKey } from '../sections/issueMessage';
import { refusalCodeFor } from '../sections/serverIssues';

const overridable = parameterCatalogue.filter(({ type }) => type.kind !== 'secret');
const NUMERIC = new Set(['port', 'integer', 'decimal']);

/** What the inputs hold: a switch's boolean, or the text of a field. */
const inputValue = (name: string, value: ParameterValue | undefined): string | boolean => {
  if (value === undefined) return parameterByName.get(name)?.type.kind === 'boolean' ? false : '';
  return typeof value === 'number' ? String(value) : value;
};

interface Props {
  initialName: string;
  effective: readonly EffectiveParameter[];
  onClose: () => void;
  onSave: (name: string, value: ParameterValue) => Promise<void>;
}

/** Sets one parameter on this terminal, checked as the profile's form checks it. */
export const OverrideDialog = ({ initialName, effective, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const label = useParameterLabel();
  const current = (name: string) => effective.find((parameter) => parameter.name === name)?.value;
  const [name, setName] = useState(initialName);
  const [raw, setRaw] = useState(() => inputValue(initialName, current(initialName)));
  const [issue, setIssue] = useState<ParameterIssue>();
  const definition = parameterByName.get(name);
  const kind = definition?.type.kind;
  const choose = (next: string) => {
    setName(next);
    setRaw(inputValue(next, current(next)));
    setIssue(undefined);
  };
  const value = (): ParameterValue | undefined => {
    if (typeof raw === 'boolean') return raw;
    if (isBlank(raw)) return undefined;
    return kind && NUMERIC.has(kind) ? Number(raw) : String(raw).trim();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!definition) return;
    const parsed = value();
    const problem = parsed === undefined ? { code: 'CE-0001' } : checkValue(definition.type, parsed);
    if (problem || parsed === undefined) return setIssue(problem);
    try {
      await onSave(name, parsed);
      onClose();
    } catch (error) {
      setIssue({ code: refusalCodeFor(error, name) ?? 'AM-0009' });
    }
  };
  const helper = issue ? translate(issueKey(issue.code), issue.args) : undefined;
  return (
    <Dialog open onClose={onClose} component="form" onSubmit={submit} fullWidth maxWidth="sm">
      <DialogTitle>{translate('terminalParameters.overrideTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={translate('terminalParameters.parameter')}
          value={name}
          onChange={(event) => choose(event.target.value)}
        >
          {overridable.map((parameter) => (
            <MenuItem key={parameter.name} value={parameter.name}>
              {label(parameter.name)}
            </MenuItem>
          ))}
        </TextField>
        {definition?.type.kind === 'boolean' && (
          <FormControlLabel
            control={<Switch checked={raw === true} onChange={(event) => setRaw(event.target.checked)} />}
            label={translate('terminalParameters.value')}
          />
        )}
        {definition && definition.type.kind !== 'boolean' && (
          <TextField
            select={definition.type.kind === 'choice'}
            label={translate('terminalParameters.value')}
            type={kind && NUMERIC.has(kind) ? 'number' : 'text'}
            value={String(raw)}
            onChange={(event) => setRaw(event.target.value)}
            error={Boolean(issue)}
          >
            {definition.type.kind === 'choice' &&
              definition.type.values.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
          </TextField>
        )}
        {helper && (
          <Alert severity="error" role="alert">
            {helper}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!definition}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
