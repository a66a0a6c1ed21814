import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { appEn } from '../app/en';
import { errorsEn } from '../errors/en';
import type { MessageTree } from '../types';

export default {
  ...(convertRaTranslationsToI18next(englishMessages) as MessageTree),
  ...appEn,
  errors: errorsEn,
} satisfies MessageTree;
