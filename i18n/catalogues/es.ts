import { raSpanish } from '../ra/es';
import { fromPolyglot } from '../ra/fromPolyglot';
import { appEs } from '../app/es';
import { errorsEs } from '../errors/es';
import { loginEs } from '../login/es';
import { shellEs } from '../shell/es';
import { catalogueOf, domainParts, type TextModules } from '../catalogueParts';
import type { MessageTree } from '../types';

// The one place i18n/ reads resources/: each domain's screen texts, plain data beside its screens.
const domainTexts: TextModules = import.meta.glob('./*/texts/**/es.ts', {
  base: '../../resources',
  eager: true,
});

/** The Spanish catalogue's parts: react-admin's texts, the cross-cutting ones of i18n/, every domain's. */
export const spanishParts: Record<string, MessageTree> = {
  ra: fromPolyglot(raSpanish),
  'i18n/app': appEs,
  'i18n/login': loginEs,
  'i18n/shell': shellEs,
  'i18n/errors': { errors: errorsEs },
  ...domainParts(domainTexts),
};

export default catalogueOf(spanishParts);
