import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { appEs } from '../app/es';
import { errorsEs } from '../errors/es';
import { raSpanish } from '../ra/es';
import type { MessageTree } from '../types';

export default {
  ...(convertRaTranslationsToI18next(raSpanish) as MessageTree),
  ...appEs,
  errors: errorsEs,
} satisfies MessageTree;
