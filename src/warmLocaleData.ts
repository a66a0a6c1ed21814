/**
 * The page's first Intl formatter loads the locale's data: about 30 ms, some 120 ms on a mobile's
 * slower processor. A signed-in start has it loaded while its scripts download, in a task of its
 * own, rather than in the one that evaluates the first list's formatters (resources/views/table).
 */
export const warmLocaleData = () =>
  setTimeout(() => {
    new Intl.DateTimeFormat().format(0);
  }, 0);
