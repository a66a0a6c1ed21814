import { Button, DialogActions, LinearProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormState } from 'react-hook-form';

interface Props {
  submitLabel: string;
  onClose: () => void;
}

/** Cancel and submit of an action's form, with progress while it is sent. */
export const ActionFormActions = ({ submitLabel, onClose }: Props) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <>
      {isSubmitting && <LinearProgress aria-label={translate('terminalDetail.actions.sending')} />}
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
};
