import { useEffect } from 'react';
import { useNotify } from 'ra-core';
import { FROM_NOTICE_BUS } from '../../resources/views/reactAdminParts/noticeBusMark';
import { useConsoleServices } from '../ConsoleServicesContext';

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
