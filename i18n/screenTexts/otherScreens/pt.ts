import { catalogueOf, domainParts, type TextModules } from '../../catalogueParts';
import type { MessageTree } from '../../types';

// Every other screen's texts: all the domains' parts but the first screens' (../pt.ts).
const domainTexts: TextModules = import.meta.glob(
  [
    './*/texts/**/pt.ts',
    '!./*/texts/firstScreens/pt.ts',
    '!./dashboards/texts/dashboard/pt.ts',
    '!./terminals/texts/terminalList/pt.ts',
  ],
  {
    base: '../../../resources',
    eager: true,
  },
);

/** The other screens' texts in this language, by part. */
export const portugueseOtherScreenParts: Record<string, MessageTree> = domainParts(domainTexts);

/** A chunk of its own, loaded once the first screen is up and awaited by every other view. */
export default catalogueOf(portugueseOtherScreenParts);
