import { catalogueOf, domainParts, type TextModules } from '../catalogueParts';
import type { MessageTree } from '../types';

// The one place i18n/ reads resources/: each domain's screen texts, plain data beside its screens.
// These are what the first screens show: each domain's `texts/firstScreens/` (the sidebar's links,
// the terminal list's buttons), the home page's and the terminal list's. The same list, negated, is
// in otherScreens/; screenTextParts.test.ts checks that the two cover every part once.
const domainTexts: TextModules = import.meta.glob(
  ['./*/texts/firstScreens/pt.ts', './dashboards/texts/dashboard/pt.ts', './terminals/texts/terminalList/pt.ts'],
  {
    base: '../../resources',
    eager: true,
  },
);

/** The first screens' texts in this language, by part. */
export const portugueseFirstScreenParts: Record<string, MessageTree> = domainParts(domainTexts);

/** A chunk of its own, which the signed-in layout waits for: the login page does not load it. */
export default catalogueOf(portugueseFirstScreenParts);
