import { catalogueOf, domainParts, type TextModules } from '../../catalogueParts';
import type { MessageTree } from '../../types';

// Every other screen's texts: all the domains' parts but the first screens' (../en.ts).
const domainTexts: TextModules = import.meta.glob(
  [
    './*/texts/**/en.ts',
    '!./*/texts/firstScreens/en.ts',
    '!./dashboards/texts/dashboard/en.ts',
    '!./terminals/texts/terminalList/en.ts',
  ],
  {
    base: '../../../resources',
    eager: true,
  },
);

/** The other screens' texts in this language, by part. */
export const englishOtherScreenParts: Record<string, MessageTree> = domainParts(domainTexts);

/** A chunk of its own, loaded once the first screen is up and awaited by every other view. */
export default catalogueOf(englishOtherScreenParts);
