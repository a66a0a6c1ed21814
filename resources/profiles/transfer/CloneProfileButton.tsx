import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button as RaButton } from 'ra-ui-materialui';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { HttpError, useDataProvider, useRecordContext, useRedirect, useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import type { ProfileParametersDataProvider } from '../../../dataProviders/profiles/parametersMethods';
import { issueKey } from '../sections/issueMessage';
import { PROFILES } from '../edit/useProfileParameters';

const codeOf = (error: unknown) =>
  error instanceof HttpError ? (error.body as { Code?: string } | undefined)?.Code : undefined;

/** A new profile with every parameter of this one, under a name of its own. */
export const CloneProfileButton = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<ProfileParametersDataProvider>();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const start = () => {
    setName(translate('profileTransfer.cloneName', { name: record.name }));
    setProblem(undefined);
    setOpen(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(issueKey('CE-0001'));
    setBusy(true);
    try {
      const { data } = await dataProvider.cloneProfile({ id: Number(record.id), name: name.trim() });
      setOpen(false);
      redirect('edit', PROFILES, data.id);
    } catch (error) {
      setProblem(issueKey(codeOf(error) ?? 'profileTransfer.cloneFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <RaButton label="profileTransfer.clone" onClick={start}>
        <ContentCopyIcon />
      </RaButton>
      <Dialog open={open} onClose={() => setOpen(false)} component="form" onSubmit={submit}>
        <DialogTitle>{translate('profileTransfer.cloneTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.Profiles.fields.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ? translate(problem) : undefined}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('profileTransfer.clone')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
