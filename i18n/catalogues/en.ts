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
import { settingsEn } from '../settings/en';
import { terminalListEn } from '../terminals/list/en';
import { terminalImportEn } from '../terminals/import/en';
import { csvImportEn } from '../csvImport/en';
import { terminalDetailEn } from '../terminals/detail/en';
import { terminalOperationsEn } from '../terminals/operations/en';
import { profilesEn } from '../profiles/en';
import { referenceEn } from '../reference/en';
import { marketEn } from '../market/en';
import { catalogEn } from '../catalog/en';
import { profilesEmvEn } from '../profiles-emv/en';
import { groupPagesEn } from '../groups/en';
import { operationPagesEn } from '../operations/en';
import { partnerPagesEn } from '../partners/en';
import { commercesEn } from '../commerces/en';
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
  ...settingsEn,
  ...terminalListEn,
  ...terminalImportEn,
  ...csvImportEn,
  ...terminalDetailEn,
  ...terminalOperationsEn,
  ...profilesEn,
  ...referenceEn,
  ...marketEn,
  ...catalogEn,
  ...profilesEmvEn,
  ...groupPagesEn,
  ...operationPagesEn,
  ...partnerPagesEn,
  ...commercesEn,
  errors: errorsEn,
} satisfies MessageTree;
