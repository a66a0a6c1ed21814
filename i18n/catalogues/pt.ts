import { raPortuguese } from '../ra/pt';
import { fromPolyglot } from '../ra/fromPolyglot';
import { appPt } from '../app/pt';
import { errorsPt } from '../errors/pt';
import { loginPt } from '../login/pt';
import { shellPt } from '../shell/pt';
import { catalogueOf } from '../catalogueParts';
import type { MessageTree } from '../types';

/** The Portuguese catalogue's parts: react-admin's texts, the cross-cutting ones of i18n/ (the domains' screen texts are in i18n/screenTexts/). */
export const portugueseParts: Record<string, MessageTree> = {
  ra: fromPolyglot(raPortuguese),
  'i18n/app': appPt,
  'i18n/login': loginPt,
  'i18n/shell': shellPt,
  'i18n/errors': { errors: errorsPt },
};

export default catalogueOf(portugueseParts);
