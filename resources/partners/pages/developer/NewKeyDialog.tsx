import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'ra-core';
import type { GeneratedApiKey } from '../../../../dataProviders/partners/apiKeyMethods';

/** The one time a key is shown: copy it now, it is never answered again. */
export const NewKeyDialog = ({ generated, onClose }: { generated: GeneratedApiKey; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard?.writeText(generated.key);
    notify('partnerPages.developer.copied', { type: 'info' });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="new-key-title">
      <DialogTitle id="new-key-title">{translate('partnerPages.developer.newKeyTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{translate('partnerPages.developer.newKeyWarning')}</Alert>
          <TextField
            label={generated.name}
            value={generated.key}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-api-key' }, inputLabel: { shrink: true } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('partnerPages.developer.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('partnerPages.developer.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
