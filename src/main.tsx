import { initialLocale, localesNeededFor } from '../i18n/locales';
import { sessionKeys } from '../authProvider/sessionStore';
import { addFirstScreenStyles } from './firstScreenStyles';
import { removeShellPrepaint, removeShellPrepaintOnFirstElement } from './layout/shellPrepaint';
import { loadCatalogue, loadSignedInMessages } from './messages';
import { loadRuntimeConfig } from './runtimeConfig';
import { warmLocaleData } from './warmLocaleData';

/**
 * The first module, small on purpose: before the application's chunk (which index.html preloads)
 * has even arrived, it asks for the rest of what the first screen needs, the language's messages
 * and the runtime configuration, so they travel in parallel; then it starts the console.
 */
const LOCALE_KEY = 'Language';

const locale = initialLocale(localStorage.getItem(LOCALE_KEY), navigator.language);
// The i18n provider asks for the same modules again and gets these (a failure surfaces there).
localesNeededFor(locale).forEach((needed) => void loadCatalogue(needed).catch(() => undefined));
// A signed-in start also needs the screens' texts (index.html preloads the visitor's language's).
if (localStorage.getItem(sessionKeys.token) !== null) {
  localesNeededFor(locale).forEach((needed) => void loadSignedInMessages(needed).catch(() => undefined));
  warmLocaleData(locale);
}
const config = loadRuntimeConfig();
// Parsed while the application's chunk comes; its style cache takes them before the first render.
const firstScreenStyles = addFirstScreenStyles();
removeShellPrepaintOnFirstElement();
// No top-level await: the application's chunk imports modules of this one, which must have finished.
// On a login page painted ahead (scripts/build/prepaintBoot.js) the console starts once the visitor
// shows an intent; its code has been downloaded meanwhile.
void (window.consoleBoot ?? Promise.resolve())
  .then(() => import('./start'))
  .then(({ startConsole }) => startConsole({ locale, localeKey: LOCALE_KEY, config, firstScreenStyles }))
  .catch((error: unknown) => {
    // A console that could not start must not look as if it were still loading.
    removeShellPrepaint();
    throw error;
  });
