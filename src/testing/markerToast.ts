import { act, screen, waitFor } from '@testing-library/react';
import type { NoticeBus, Notice } from '../../dataProviders/notices';

const MARKER: Notice = { message: 'ra.notification.created', type: 'info', durationMs: 4000 };

/** The text of the marker toast in Spanish. */
export const MARKER_TEXT = 'Elemento creado';

/**
 * Asks for a toast now. Toasts show one at a time, in the order they were asked for: when the
 * marker is the next toast to show, no toast asked for before it was waiting.
 */
export const askMarkerToast = (notices: NoticeBus) => act(() => notices.emit(MARKER));

/** The alerts on screen now, to tell a new one by. */
export const alertsOnScreen = () => new Set(screen.queryAllByRole('alert'));

/** The first alert to show that was not among `before`. */
export const firstNewAlert = (before: ReadonlySet<HTMLElement>): Promise<HTMLElement> =>
  waitFor(() => {
    const fresh = screen.queryAllByRole('alert').find((alert) => !before.has(alert));
    if (!fresh) throw new Error('No new alert yet');
    return fresh;
  });
