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
import { terminalListPt } from '../terminals/list/pt';
import { terminalImportPt } from '../terminals/import/pt';
import { terminalDetailPt } from '../terminals/detail/pt';
import { terminalOperationsPt } from '../terminals/operations/pt';
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
  ...terminalListPt,
  ...terminalImportPt,
  ...terminalDetailPt,
  ...terminalOperationsPt,
  errors: errorsPt,
} satisfies MessageTree;
