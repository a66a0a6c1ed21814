import { useRef } from 'react';
import { useTranslate } from 'ra-core';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { ImportPreview } from './ImportPreview';
import { ImportProblems } from './ImportProblems';
import { useSubsidyImport } from './useSubsidyImport';

/** Choose a JSON file, see what it adds and changes or why it is refused, then import it whole. */
export const SubsidyImportDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const { state, choose, confirm } = useSubsidyImport(onClose);
  const busy = state.step === 'checking' || state.step === 'saving';
  const pick = () => picker.current?.click();

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="subsidy-import-title">
      <DialogTitle id="subsidy-import-title">{translate('reference.subsidies.import.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('reference.subsidies.import.hint')}</DialogContentText>
        <input
          ref={picker}
          type="file"
          hidden
          accept="application/json,.json"
          aria-label={translate('reference.subsidies.import.choose')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
        {'fileName' in state && (
          <Typography variant="body2" sx={{ mt: 2, fontWeight: 500 }}>
            {state.fileName}
          </Typography>
        )}
        {busy && <LinearProgress sx={{ mt: 1 }} aria-label={translate('reference.subsidies.import.checking')} />}
        {state.step === 'refused' && <ImportProblems problems={state.problems} />}
        {(state.step === 'preview' || state.step === 'saving') && <ImportPreview plan={state.plan} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('reference.subsidies.import.cancel')}
        </Button>
        <Button onClick={pick} disabled={busy} variant={state.step === 'preview' ? 'text' : 'contained'}>
          {translate('reference.subsidies.import.choose')}
        </Button>
        {(state.step === 'preview' || state.step === 'saving') && (
          <Button
            variant="contained"
            onClick={() => void confirm()}
            disabled={busy || (state.plan.added.length === 0 && state.plan.changed.length === 0)}
          >
            {translate('reference.subsidies.import.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
