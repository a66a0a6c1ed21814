import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'ra-core';
import type { GroupDataProvider } from '../../../dataProviders/groups/groupMethods';
import { groups } from '../schema';

/** Copies the group under a new name and IP (the IP rule applies to the copy: PM-0006 when taken). */
export const CopyGroupButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = useRecordContext();
  const provider = useDataProvider<GroupDataProvider>();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [hostIp, setHostIp] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  if (!record) return null;
  const copy = async () => {
    try {
      const { data } = await provider.copyGroup({ id: Number(record.id), name, hostIp });
      notify('groupPages.copy.done', { type: 'success' });
      setOpen(false);
      redirect('edit', groups.resource, data.id);
    } catch (error) {
      const errors = (error as { body?: { Errors?: Record<string, string> } }).body?.Errors ?? {};
      setProblems(errors);
      if (Object.keys(errors).length === 0)
        notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    }
  };
  const problemText = (field: string) => (problems[field] ? translate(`errors.codes.${problems[field]}`) : ' ');
  return (
    <>
      <Button startIcon={<ContentCopyIcon />} onClick={() => setOpen(true)}>
        {translate('groupPages.copy.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="copy-group-title">
        <DialogTitle id="copy-group-title">{translate('groupPages.copy.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('groupPages.copy.intro')}</DialogContentText>
          <Stack spacing={1} sx={{ pt: 2 }}>
            <TextField
              label={translate('groupPages.copy.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(problems.name)}
              helperText={problemText('name')}
            />
            <TextField
              label={translate('groupPages.copy.hostIp')}
              value={hostIp}
              onChange={(event) => setHostIp(event.target.value)}
              error={Boolean(problems.hostIp)}
              helperText={problemText('hostIp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('groupPages.copy.cancel')}</Button>
          <Button variant="contained" onClick={() => void copy()}>
            {translate('groupPages.copy.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
