import type { I18nProvider } from 'ra-core';
import { loadNotifications } from './ConsoleUI';
import { loadConsoleLayout } from './DeferredLayout';
import { HomePage } from './pages/pageRoutes';
import { whenIdle } from './whenIdle';
import { whenScreenSettled } from '../resources/views/reactAdminParts/firstPaint/screenSettled';

let preloading: Promise<unknown> | undefined;

// Not CellValue's preload: importing it would bring the lists' cells into the application's chunk.
const loadFieldComponents = () => import('../resources/views/FieldDisplay');

/**
 * What a signed-in user needs next, fetched ahead once: the layout, the messages it shows (the
 * resources' names) and the home page unless the console starts at another URL; the toasts, which
 * no first screen draws, once the first screen is up and the browser idle.
 * The console asks for it at start for a signed-in user, and the login page as soon as someone
 * starts typing, so the dashboard is not waited for after the password.
 */
export const preloadSignedInShell = (
  i18nProvider: I18nProvider & { loadLater?: () => Promise<void> },
  { home = true }: { home?: boolean } = {},
) => {
  if (home) void HomePage.preload();
  // The toasts bring the kit the other screens share, and the field components the kit the other
  // screens' views and toolbars are built from (the terminal list's toolbar waited for it from the
  // sidebar): after the first screen is up, not before it.
  if (!preloading)
    whenScreenSettled(() =>
      whenIdle(() => {
        void loadNotifications().catch(() => undefined);
        void loadFieldComponents().catch(() => undefined);
      }),
    );
  return (preloading ??= Promise.all([loadConsoleLayout(), i18nProvider.loadLater?.()]).catch(() => {
    preloading = undefined;
  }));
};
