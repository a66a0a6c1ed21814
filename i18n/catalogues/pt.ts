import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { appPt } from '../app/pt';
import { errorsPt } from '../errors/pt';
import { raPortuguese } from '../ra/pt';
import type { MessageTree } from '../types';

export default {
  ...(convertRaTranslationsToI18next(raPortuguese) as MessageTree),
  ...appPt,
  errors: errorsPt,
} satisfies MessageTree;
