import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { appEn } from '../app/en';
import { errorsEn } from '../errors/en';
import { loginEn } from '../login/en';
import { shellEn } from '../shell/en';
import { dashboardEn } from '../dashboard/en';
import { dashboardsEn } from '../dashboards/en';
import { mapsEn } from '../maps/en';
import { activityRegisterEn } from '../activityRegister/en';
import { reportRunEn } from '../reports/en';
import { profileEn } from '../profile/en';
import { terminalListEn } from '../terminals/list/en';
import { terminalImportEn } from '../terminals/import/en';
import { terminalDetailEn } from '../terminals/detail/en';
import { terminalOperationsEn } from '../terminals/operations/en';
import type { MessageTree } from '../types';

export default {
  ...(convertRaTranslationsToI18next(englishMessages) as MessageTree),
  ...appEn,
  ...loginEn,
  ...shellEn,
  ...dashboardEn,
  ...dashboardsEn,
  ...mapsEn,
  ...activityRegisterEn,
  ...reportRunEn,
  ...profileEn,
  ...terminalListEn,
  ...terminalImportEn,
  ...terminalDetailEn,
  ...terminalOperationsEn,
  errors: errorsEn,
} satisfies MessageTree;
