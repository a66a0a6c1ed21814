import { catalogueOf, domainParts, type TextModules } from '../catalogueParts';
import type { MessageTree } from '../types';

// The one place i18n/ reads resources/: each domain's screen texts, plain data beside its screens.
const domainTexts: TextModules = import.meta.glob('./*/texts/**/pt.ts', {
  base: '../../resources',
  eager: true,
});

/** Every domain's screen texts in this language, by part. */
export const portugueseScreenParts: Record<string, MessageTree> = domainParts(domainTexts);

/** A chunk of its own: only signed-in screens show these, so the login page does not load them. */
export default catalogueOf(portugueseScreenParts);
