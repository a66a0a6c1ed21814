import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { useTranslate } from 'ra-core';
import { WARNING_SECONDS } from '../../authProvider/inactivity';

interface Props {
  seconds: number;
  onLeave: () => void;
  onStay: () => void;
}

/** The countdown before an idle session ends: stay signed in, or log out now. */
const InactivityDialog = ({ seconds, onLeave, onStay }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open disableEscapeKeyDown aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TimerOutlinedIcon color="warning" aria-hidden />
        {translate('shell.inactivity.title')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('shell.inactivity.message')}
        </Typography>
        <Box sx={{ my: 2 }} aria-live="polite">
          <Typography variant="h6" component="p" align="center" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {translate('shell.inactivity.secondsLeft', { seconds })}
          </Typography>
          <LinearProgress
            variant="determinate"
            color="warning"
            value={(seconds / WARNING_SECONDS) * 100}
            aria-hidden
            sx={{ mt: 1, height: 6, borderRadius: 3 }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onLeave} color="inherit">
          {translate('shell.inactivity.logout')}
        </Button>
        <Button onClick={onStay} variant="contained" autoFocus>
          {translate('shell.inactivity.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default InactivityDialog;
