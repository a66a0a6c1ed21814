import englishMessages from 'ra-language-english';
import { fromPolyglot } from '../ra/fromPolyglot';
import { appEn } from '../app/en';
import { errorsEn } from '../errors/en';
import { loginEn } from '../login/en';
import { shellEn } from '../shell/en';
import { catalogueOf, domainParts, type TextModules } from '../catalogueParts';
import type { MessageTree } from '../types';

// The one place i18n/ reads resources/: each domain's screen texts, plain data beside its screens.
const domainTexts: TextModules = import.meta.glob('./*/texts/**/en.ts', {
  base: '../../resources',
  eager: true,
});

/** The English catalogue's parts: react-admin's texts, the cross-cutting ones of i18n/, every domain's. */
export const englishParts: Record<string, MessageTree> = {
  ra: fromPolyglot(englishMessages),
  'i18n/app': appEn,
  'i18n/login': loginEn,
  'i18n/shell': shellEn,
  'i18n/errors': { errors: errorsEn },
  ...domainParts(domainTexts),
};

export default catalogueOf(englishParts);
