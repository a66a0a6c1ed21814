import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';

/** The one time an app key is shown: copy it now, it is never answered again. */
export const NewAppKeyNotice = ({ apiKey, onClose }: { apiKey: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard?.writeText(apiKey);
    notify('market.apiKeys.copied', { type: 'info' });
  };
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <Stack spacing={1}>
        <span>{translate('market.apiKeys.shownOnce')}</span>
        <TextField
          label={translate('market.apiKeys.newKey')}
          value={apiKey}
          size="small"
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-app-api-key' }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
          fullWidth
        />
        <Stack direction="row" spacing={1}>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('market.apiKeys.copy')}
          </Button>
          <Button size="small" variant="contained" onClick={onClose}>
            {translate('market.apiKeys.copiedDone')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
};
