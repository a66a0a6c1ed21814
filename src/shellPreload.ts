import type { I18nProvider } from 'ra-core';
import { loadNotifications } from './ConsoleUI';
import { loadConsoleLayout } from './DeferredLayout';
import { HomePage } from './pages/pageRoutes';

let preloading: Promise<unknown> | undefined;

/**
 * What a signed-in user needs next, fetched ahead once: the layout, the messages it shows (the
 * resources' names) and the toasts, and the home page unless the console starts at another URL.
 * The console asks for it at start for a signed-in user, and the login page as soon as someone
 * starts typing, so the dashboard is not waited for after the password.
 */
export const preloadSignedInShell = (
  i18nProvider: I18nProvider & { loadLater?: () => Promise<void> },
  { home = true }: { home?: boolean } = {},
) => {
  if (home) void HomePage.preload();
  return (preloading ??= Promise.all([loadConsoleLayout(), i18nProvider.loadLater?.(), loadNotifications()]).catch(
    () => {
      preloading = undefined;
    },
  ));
};
