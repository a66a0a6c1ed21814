import englishMessages from 'ra-language-english';
import { fromPolyglot } from '../ra/fromPolyglot';
import { appEn } from '../app/en';
import { errorsEn } from '../errors/en';
import { loginEn } from '../login/en';
import { shellEn } from '../shell/en';
import { catalogueOf } from '../catalogueParts';
import type { MessageTree } from '../types';

/** The English catalogue's parts: react-admin's texts, the cross-cutting ones of i18n/ (the domains' screen texts are in i18n/screenTexts/). */
export const englishParts: Record<string, MessageTree> = {
  ra: fromPolyglot(englishMessages),
  'i18n/app': appEn,
  'i18n/login': loginEn,
  'i18n/shell': shellEn,
  'i18n/errors': { errors: errorsEn },
};

export default catalogueOf(englishParts);
