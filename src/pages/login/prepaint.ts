/**
 * The login page index.html paints before the console starts (scripts/build/prepaintMarkup.ts):
 * what the visitor did there, which the console's own login form takes over.
 */
export interface PrepaintState {
  username: string;
  password: string;
  /** The field the visitor is in, to be focused again with the caret where it was. */
  focused: 'username' | 'password' | null;
  /** The visitor sent the form before the console had started. */
  submitted: boolean;
  /** The visitor asked for the list of languages before the console had started. */
  languageMenu: boolean;
}

const paintedAhead = () => {
  const host = document.getElementById('prepaint');
  return host && !host.hidden ? host : null;
};

/** What the painted-ahead page holds now, if it is on screen. */
export const readPrepaint = (): PrepaintState | null => {
  const host = paintedAhead();
  if (!host) return null;
  const value = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const active = document.activeElement;
  const focusedName = active instanceof HTMLInputElement && host.contains(active) ? active.name : null;
  return {
    username: value('username'),
    password: value('password'),
    focused: focusedName === 'username' || focusedName === 'password' ? focusedName : null,
    submitted: host.getAttribute('data-submit') === 'true',
    languageMenu: host.getAttribute('data-language') === 'open',
  };
};

/** Takes the painted-ahead page off the screen for good (the console's own page is there now). */
export const removePrepaint = () => document.getElementById('prepaint')?.remove();
