import { catalogueOf, domainParts, type TextModules } from '../../catalogueParts';
import type { MessageTree } from '../../types';

// Every other screen's texts: all the domains' parts but the first screens' (../es.ts).
const domainTexts: TextModules = import.meta.glob(
  [
    './*/texts/**/es.ts',
    '!./*/texts/firstScreens/es.ts',
    '!./dashboards/texts/dashboard/es.ts',
    '!./terminals/texts/terminalList/es.ts',
  ],
  {
    base: '../../../resources',
    eager: true,
  },
);

/** The other screens' texts in this language, by part. */
export const spanishOtherScreenParts: Record<string, MessageTree> = domainParts(domainTexts);

/** A chunk of its own, loaded once the first screen is up and awaited by every other view. */
export default catalogueOf(spanishOtherScreenParts);
