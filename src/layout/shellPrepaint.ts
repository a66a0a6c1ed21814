/** Takes the console's frame painted ahead by index.html (scripts/build/shellPrepaintMarkup.ts) away. */
export const removeShellPrepaint = () => document.getElementById('shell-prepaint')?.remove();

/**
 * Takes the painted frame out as the console puts its first element in the page, whatever that page
 * is (the layout, the login page, an error page), before that element is painted: the observer's
 * callback runs as a microtask after the change.
 */
export const removeShellPrepaintOnFirstElement = () => {
  const root = document.getElementById('root');
  if (!root || !document.getElementById('shell-prepaint')) return;
  const observer = new MutationObserver(() => {
    if (!root.firstChild) return;
    observer.disconnect();
    removeShellPrepaint();
  });
  observer.observe(root, { childList: true });
};
