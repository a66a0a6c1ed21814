import { useEffect } from 'react';
import { useNotify } from 'ra-core';
import { useConsoleServices } from '../ConsoleServicesContext';

/**
 * Marks a notification that came from the notice bus: the notification component never takes it
 * for react-admin's second copy of a failure.
 */
export const FROM_NOTICE_BUS = 'fromNoticeBus';

/** Shows the notices raised outside React (HTTP errors, session events) as react-admin notifications. */
export const NoticeBridge = () => {
  const { notices } = useConsoleServices();
  const notify = useNotify();
  useEffect(
    () =>
      notices.subscribe(({ message, args, type, title, durationMs }) =>
        notify(message, { type, autoHideDuration: durationMs, messageArgs: args, title, [FROM_NOTICE_BUS]: true }),
      ),
    [notices, notify],
  );
  return null;
};
