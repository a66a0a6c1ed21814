import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { appPt } from '../app/pt';
import { errorsPt } from '../errors/pt';
import { loginPt } from '../login/pt';
import { raPortuguese } from '../ra/pt';
import { shellPt } from '../shell/pt';
import { dashboardPt } from '../dashboard/pt';
import { profilePt } from '../profile/pt';
import { settingsPt } from '../settings/pt';
import { terminalListPt } from '../terminals/list/pt';
import { terminalImportPt } from '../terminals/import/pt';
import { terminalDetailPt } from '../terminals/detail/pt';
import { terminalOperationsPt } from '../terminals/operations/pt';
import { profilesPt } from '../profiles/pt';
import { referencePt } from '../reference/pt';
import { marketPt } from '../market/pt';
import { profilesEmvPt } from '../profiles-emv/pt';
import type { MessageTree } from '../types';

export default {
  ...(convertRaTranslationsToI18next(raPortuguese) as MessageTree),
  ...appPt,
  ...loginPt,
  ...shellPt,
  ...dashboardPt,
  ...profilePt,
  ...settingsPt,
  ...terminalListPt,
  ...terminalImportPt,
  ...terminalDetailPt,
  ...terminalOperationsPt,
  ...profilesPt,
  ...referencePt,
  ...marketPt,
  ...profilesEmvPt,
  errors: errorsPt,
} satisfies MessageTree;
