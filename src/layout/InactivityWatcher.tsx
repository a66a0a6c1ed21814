import { useEffect, useId, useRef, useState } from 'react';
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
import { useEvent, useLogout, useTranslate } from 'ra-core';
import {
  ACTIVITY_EVENTS,
  REFRESH_CHECK_INTERVAL_MS,
  WARNING_SECONDS,
  createInactivityTimer,
  createThrottle,
  idleTimeMs,
  type InactivityTimer,
} from '../../authProvider/inactivity';
import { isActivityChange, storageActivityLog } from '../../authProvider/sharedActivity';
import { useConsoleServices } from '../ConsoleServicesContext';
import { LOGIN_PATH } from './shellConstants';

/**
 * Watches the signed-in user's activity (spec section 4): key, click, keypress and scroll restart
 * the idle time of the entity (INACTIVITY_TIME, 15 minutes by default) and keep the token fresh;
 * after the idle time a modal counts down 30 seconds, then the session ends. Activity is shared
 * by every tab of the console (`storage`: localStorage in the browser), so a tab left idle does
 * not end the session of the tab in use, and every tab shows the same countdown.
 */
export const InactivityWatcher = ({ storage = localStorage }: { storage?: Storage }) => {
  const { session, refresher } = useConsoleServices();
  const translate = useTranslate();
  const logout = useLogout();
  const titleId = useId();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timer = useRef<InactivityTimer | null>(null);
  const endSession = useEvent(() => logout({}, LOGIN_PATH, false));

  useEffect(() => {
    const inactivity = createInactivityTimer({
      idleMs: idleTimeMs(session.entityConfig()),
      onWarn: setSecondsLeft,
      onTick: setSecondsLeft,
      onResume: () => setSecondsLeft(null),
      activity: storageActivityLog(storage),
      onTimeout: () => {
        setSecondsLeft(null);
        void endSession();
      },
    });
    timer.current = inactivity;
    const checkToken = createThrottle(REFRESH_CHECK_INTERVAL_MS);
    const onActivity = () => {
      inactivity.activity();
      // The refresher ends the session with the expiry message when the refresh fails.
      checkToken(() => refresher.ensureFresh().catch(() => endSession()));
    };
    const onOtherTab = (event: StorageEvent) => {
      if ((event.storageArea === null || event.storageArea === storage) && isActivityChange(event)) inactivity.sync();
    };
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, { capture: true, passive: true }));
    window.addEventListener('storage', onOtherTab);
    inactivity.start();
    return () => {
      inactivity.stop();
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, { capture: true }));
      window.removeEventListener('storage', onOtherTab);
    };
  }, [session, refresher, endSession, storage]);

  const stay = () => {
    timer.current?.stayLoggedIn();
    setSecondsLeft(null);
  };
  const leave = () => {
    timer.current?.stop();
    setSecondsLeft(null);
    void endSession();
  };

  const open = secondsLeft !== null;
  const seconds = secondsLeft ?? WARNING_SECONDS;
  return (
    <Dialog open={open} disableEscapeKeyDown aria-labelledby={titleId} maxWidth="xs" fullWidth>
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
        <Button onClick={leave} color="inherit">
          {translate('shell.inactivity.logout')}
        </Button>
        <Button onClick={stay} variant="contained" autoFocus>
          {translate('shell.inactivity.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
