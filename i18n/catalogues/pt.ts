import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { appPt } from '../app/pt';
import { errorsPt } from '../errors/pt';
import { loginPt } from '../login/pt';
import { raPortuguese } from '../ra/pt';
import { shellPt } from '../shell/pt';
import { dashboardPt } from '../dashboard/pt';
import { dashboardsPt } from '../dashboards/pt';
import { mapsPt } from '../maps/pt';
import { activityRegisterPt } from '../activityRegister/pt';
import { reportRunPt } from '../reports/pt';
import { profilePt } from '../profile/pt';
import { settingsPt } from '../settings/pt';
import { terminalListPt } from '../terminals/list/pt';
import { terminalImportPt } from '../terminals/import/pt';
import { csvImportPt } from '../csvImport/pt';
import { terminalDetailPt } from '../terminals/detail/pt';
import { terminalOperationsPt } from '../terminals/operations/pt';
import { profilesPt } from '../profiles/pt';
import { referencePt } from '../reference/pt';
import { marketPt } from '../market/pt';
import { catalogPt } from '../catalog/pt';
import { profilesEmvPt } from '../profiles-emv/pt';
import { groupPagesPt } from '../groups/pt';
import { operationPagesPt } from '../operations/pt';
import { partnerPagesPt } from '../partners/pt';
import { commercesPt } from '../commerces/pt';
import type { MessageTree } from '../types';

export default {
  ...(convertRaTranslationsToI18next(raPortuguese) as MessageTree),
  ...appPt,
  ...loginPt,
  ...shellPt,
  ...dashboardPt,
  ...dashboardsPt,
  ...mapsPt,
  ...activityRegisterPt,
  ...reportRunPt,
  ...profilePt,
  ...settingsPt,
  ...terminalListPt,
  ...terminalImportPt,
  ...csvImportPt,
  ...terminalDetailPt,
  ...terminalOperationsPt,
  ...profilesPt,
  ...referencePt,
  ...marketPt,
  ...catalogPt,
  ...profilesEmvPt,
  ...groupPagesPt,
  ...operationPagesPt,
  ...partnerPagesPt,
  ...commercesPt,
  errors: errorsPt,
} satisfies MessageTree;
