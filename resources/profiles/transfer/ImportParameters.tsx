import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useState, type ChangeEvent } from 'react';
import type { ProfileParametersDataProvider } from '../../../dataProviders/profiles/parametersMethods';
import { useParametersSaved } from '../edit/useProfileParameters';
import type { ImportPreview } from '../parameters/transfer';
import { ImportPreviewTable } from './ImportPreviewTable';

type Stage = { file: unknown; preview: ImportPreview } | { unreadable: true } | undefined;

const hasIssues = (preview: ImportPreview) => Object.keys(preview.issues).length > 0;
const changeCount = ({ added, changed, removed }: ImportPreview) => added.length + changed.length + removed.length;

/** Choose a JSON file, see what it would add, change and remove, and only then import it. */
export const ImportParameters = ({ profileId }: { profileId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ProfileParametersDataProvider>();
  const saved = useParametersSaved(profileId);
  const [stage, setStage] = useState<Stage>();
  const [busy, setBusy] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    let file: unknown;
    try {
      file = JSON.parse(await chosen.text());
    } catch {
      setStage({ unreadable: true });
      return;
    }
    setBusy(true);
    try {
      const { data } = await dataProvider.previewProfileImport({ id: profileId, file });
      setStage({ file, preview: data });
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    if (!stage || !('preview' in stage)) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.importProfileParameters({ id: profileId, file: stage.file });
      saved(data);
      setStage(undefined);
      notify('profileTransfer.imported', { type: 'success' });
    } finally {
      setBusy(false);
    }
  };
  const preview = stage && 'preview' in stage ? stage.preview : undefined;
  return (
    <Box>
      <Typography variant="h6" component="h3">
        {translate('profileTransfer.importTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('profileTransfer.importHelp')}
      </Typography>
      <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
        {translate('profileTransfer.choose')}
        <input hidden type="file" accept="application/json,.json" onChange={choose} data-testid="parameter-file" />
      </Button>
      {stage && 'unreadable' in stage && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('profileParameters.import.badFile')}
        </Alert>
      )}
      {preview && (
        <Stack spacing={2} sx={{ mt: 2 }} className="import-preview">
          <ImportPreviewTable preview={preview} />
          {hasIssues(preview) && <Alert severity="error">{translate('profileTransfer.refused')}</Alert>}
          {!hasIssues(preview) && changeCount(preview) === 0 && (
            <Alert severity="info">{translate('profileTransfer.noChanges')}</Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={apply}
              disabled={busy || hasIssues(preview) || changeCount(preview) === 0}
            >
              {translate('profileTransfer.apply')}
            </Button>
            <Button onClick={() => setStage(undefined)}>{translate('ra.action.cancel')}</Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
};
