import { isValidElement, useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  IconButton,
  Snackbar,
  type SnackbarCloseReason,
  type SnackbarOrigin,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CloseNotificationContext,
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'ra-core';
import type { FailureLog } from '../../../dataProviders/errorCatalogueLog';
import { FROM_NOTICE_BUS } from './noticeBusMark';

/** react-admin's default, and the spec's toast duration (section 9). */
const DEFAULT_DURATION_MS = 4000;

export interface ConsoleNotificationProps {
  /** The failures the HTTP layer has announced already (the notice bus's log). */
  failures: FailureLog;
  anchorOrigin?: SnackbarOrigin;
}

const fromNoticeBus = (notification: NotificationPayload) =>
  notification.notificationOptions?.[FROM_NOTICE_BUS] === true;

/**
 * react-admin's own announcement of a failure the HTTP layer already dealt with (shown on the
 * notice bus, or silent on purpose): same message or react-admin's generic one, no own arguments,
 * moments after the failure. See `errorCatalogueLog.ts`.
 */
const isCopyOfReportedFailure = (notification: NotificationPayload, failures: FailureLog) =>
  !fromNoticeBus(notification) &&
  (notification.type === 'error' || notification.type === 'warning') &&
  typeof notification.message === 'string' &&
  failures.claim(notification.message, notification.notificationOptions?.messageArgs);

const sameNotice = (a: NotificationPayload, b: NotificationPayload) =>
  a.message === b.message &&
  a.type === b.type &&
  JSON.stringify(a.notificationOptions?.messageArgs) === JSON.stringify(b.notificationOptions?.messageArgs);

/**
 * The console's toasts, in place of react-admin's `<Notification />`: one at a time, an alert
 * with a translated title ('Error', 'Security') above the translated message, the duration each
 * notification asks for, Escape or the close button to dismiss, Undo for undoable mutations.
 * react-admin's second copy of a failure the HTTP layer already announced is dropped, and a
 * notice repeated while the same one is on screen (a retried request) is shown once.
 */
export const ConsoleNotification = ({
  failures,
  anchorOrigin = { vertical: 'bottom', horizontal: 'center' },
}: ConsoleNotificationProps) => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [queue, setQueue] = useState<NotificationPayload[]>([]);
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  const processed = useRef(new WeakSet<NotificationPayload>());
  const onScreen = useRef<NotificationPayload | undefined>(undefined);
  onScreen.current = open ? current : undefined;

  // Every notification is judged when it arrives (react-admin's copy comes moments after the
  // failure, while another toast may still be on screen), then leaves react-admin's queue.
  useEffect(() => {
    const arrived = notifications.filter((notification) => !processed.current.has(notification));
    if (!arrived.length) return;
    arrived.forEach((notification) => processed.current.add(notification));
    setNotifications((pending) => pending.filter((notification) => !arrived.includes(notification)));
    const kept = arrived.filter((notification) => !isCopyOfReportedFailure(notification, failures));
    if (!kept.length) return;
    setQueue((queued) =>
      kept.reduce(
        (next, notification) =>
          fromNoticeBus(notification) &&
          [onScreen.current, ...next].some((other) => other !== undefined && sameNotice(other, notification))
            ? next
            : [...next, notification],
        queued,
      ),
    );
  }, [notifications, setNotifications, failures]);

  useEffect(() => {
    if (current || !queue.length) return;
    const [next] = queue;
    // Functional: notifications that arrive in the same moment are appended to the queue too.
    setQueue((queued) => queued.filter((notification) => notification !== next));
    setCurrent(next);
    setOpen(true);
  }, [queue, current]);

  const undoable = current?.notificationOptions?.undoable === true;

  // Leaving the page while an undoable change waits would lose it: ask first, as react-admin does.
  useEffect(() => {
    if (!undoable) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
      return '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [undoable]);

  const close = useCallback(() => setOpen(false), []);

  const handleClose = useCallback((_event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere does not cut the spec's duration short; Escape and the close button do.
    if (reason === 'clickaway') return;
    setOpen(false);
  }, []);

  const endUndoable = useCallback(
    (isUndo: boolean) => {
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo });
      else undoableEventEmitter.emit('end', { isUndo });
    },
    [takeMutation],
  );

  const handleExited = useCallback(() => {
    if (undoable) endUndoable(false);
    setCurrent(undefined);
  }, [undoable, endUndoable]);

  const handleUndo = useCallback(() => {
    endUndoable(true);
    // The mutation is settled: closing must not commit it.
    setCurrent(
      (shown) => shown && { ...shown, notificationOptions: { ...shown.notificationOptions, undoable: false } },
    );
    setOpen(false);
  }, [endUndoable]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, multiLine, title } = notificationOptions;
  const text =
    typeof message === 'string'
      ? translate(message, messageArgs as Record<string, unknown> | undefined)
      : isValidElement(message)
        ? message
        : null;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={anchorOrigin}
        autoHideDuration={autoHideDuration === undefined ? DEFAULT_DURATION_MS : (autoHideDuration ?? null)}
        disableWindowBlurListener={undoable}
        onClose={handleClose}
        slotProps={{ transition: { onExited: handleExited } }}
      >
        <Alert
          severity={type}
          variant="filled"
          sx={{ width: '100%', whiteSpace: multiLine ? 'pre-wrap' : undefined }}
          action={
            <>
              {undoable && (
                <Button color="inherit" size="small" onClick={handleUndo}>
                  {translate('ra.action.undo')}
                </Button>
              )}
              <IconButton aria-label={translate('ra.action.close')} color="inherit" size="small" onClick={close}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          {typeof title === 'string' && title && <AlertTitle>{translate(title, { _: title })}</AlertTitle>}
          {text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
};
