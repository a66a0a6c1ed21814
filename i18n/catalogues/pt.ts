import { raPortuguese } from '../ra/pt';
import { fromPolyglot } from '../ra/fromPolyglot';
import { appPt } from '../app/pt';
import { errorsPt } from '../errors/pt';
import { loginPt } from '../login/pt';
import { shellPt } from '../shell/pt';
import { catalogueOf, domainParts, type TextModules } from '../catalogueParts';
import type { MessageTree } from '../types';

// The one place i18n/ reads resources/: each domain's screen texts, plain data beside its screens.
const domainTexts: TextModules = import.meta.glob('./*/texts/**/pt.ts', {
  base: '../../resources',
  eager: true,
});

/** The Portuguese catalogue's parts: react-admin's texts, the cross-cutting ones of i18n/, every domain's. */
export const portugueseParts: Record<string, MessageTree> = {
  ra: fromPolyglot(raPortuguese),
  'i18n/app': appPt,
  'i18n/login': loginPt,
  'i18n/shell': shellPt,
  'i18n/errors': { errors: errorsPt },
  ...domainParts(domainTexts),
};

export default catalogueOf(portugueseParts);
