import { useEffect, useRef, useState } from 'react';
import { useEvent, useLogout } from 'ra-core';
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
import { useAfterScreenSettled } from '../../resources/views/reactAdminParts/firstPaint/screenSettled';
import { firstScreenView } from '../../resources/views/lazyView';

/** The countdown, fetched once the first screen is up: it shows after minutes of idleness. */
const InactivityDialog = firstScreenView(
  () => import('./InactivityDialog'),
  () => null,
);

/**
 * Watches the signed-in user's activity (spec section 4): key, click, keypress and scroll restart
 * the idle time of the entity (INACTIVITY_TIME, 15 minutes by default) and keep the token fresh;
 * after the idle time a modal counts down 30 seconds, then the session ends. Activity is shared
 * by every tab of the console (`storage`: localStorage in the browser), so a tab left idle does
 * not end the session of the tab in use, and every tab shows the same countdown.
 */
export const InactivityWatcher = ({ storage = localStorage }: { storage?: Storage }) => {
  const { session, refresher } = useConsoleServices();
  const logout = useLogout();
  const settled = useAfterScreenSettled();
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

  useEffect(() => {
    if (settled) void InactivityDialog.preload();
  }, [settled]);

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
  return open ? <InactivityDialog seconds={seconds} onLeave={leave} onStay={stay} /> : null;
};
