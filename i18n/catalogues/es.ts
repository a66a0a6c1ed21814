import { raSpanish } from '../ra/es';
import { fromPolyglot } from '../ra/fromPolyglot';
import { appEs } from '../app/es';
import { errorsEs } from '../errors/es';
import { loginEs } from '../login/es';
import { shellEs } from '../shell/es';
import { catalogueOf } from '../catalogueParts';
import type { MessageTree } from '../types';

/** The Spanish catalogue's parts: react-admin's texts, the cross-cutting ones of i18n/ (the domains' screen texts are in i18n/screenTexts/). */
export const spanishParts: Record<string, MessageTree> = {
  ra: fromPolyglot(raSpanish),
  'i18n/app': appEs,
  'i18n/login': loginEs,
  'i18n/shell': shellEs,
  'i18n/errors': { errors: errorsEs },
};

export default catalogueOf(spanishParts);
