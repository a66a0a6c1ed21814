/**
 * The page's first Intl formatter loads the locale data (ICU's): about 30 ms, some 120 ms on a
 * mobile's slower processor. A signed-in start has it loaded while its scripts download, in a task
 * of its own, rather than in the one that evaluates the first list's formatters, which use the
 * browser's locale (resources/views/table); the home page's figures use the console's language.
 */
export const warmLocaleData = (consoleLocale: string) =>
  setTimeout(() => {
    new Intl.DateTimeFormat().format(0);
    new Intl.NumberFormat(consoleLocale).format(0);
  }, 0);
