import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { appEs } from '../app/es';
import { errorsEs } from '../errors/es';
import { loginEs } from '../login/es';
import { raSpanish } from '../ra/es';
import { shellEs } from '../shell/es';
import { dashboardEs } from '../dashboard/es';
import { dashboardsEs } from '../dashboards/es';
import { mapsEs } from '../maps/es';
import { activityRegisterEs } from '../activityRegister/es';
import { reportRunEs } from '../reports/es';
import { profileEs } from '../profile/es';
import { settingsEs } from '../settings/es';
import { terminalListEs } from '../terminals/list/es';
import { terminalImportEs } from '../terminals/import/es';
import { csvImportEs } from '../csvImport/es';
import { terminalDetailEs } from '../terminals/detail/es';
import { terminalOperationsEs } from '../terminals/operations/es';
import { profilesEs } from '../profiles/es';
import { referenceEs } from '../reference/es';
import { marketEs } from '../market/es';
import { catalogEs } from '../catalog/es';
import { profilesEmvEs } from '../profiles-emv/es';
import { groupPagesEs } from '../groups/es';
import { operationPagesEs } from '../operations/es';
import { partnerPagesEs } from '../partners/es';
import { commercesEs } from '../commerces/es';
import type { MessageTree } from '../types';

export default {
  ...(convertRaTranslationsToI18next(raSpanish) as MessageTree),
  ...appEs,
  ...loginEs,
  ...shellEs,
  ...dashboardEs,
  ...dashboardsEs,
  ...mapsEs,
  ...activityRegisterEs,
  ...reportRunEs,
  ...profileEs,
  ...settingsEs,
  ...terminalListEs,
  ...terminalImportEs,
  ...csvImportEs,
  ...terminalDetailEs,
  ...terminalOperationsEs,
  ...profilesEs,
  ...referenceEs,
  ...marketEs,
  ...catalogEs,
  ...profilesEmvEs,
  ...groupPagesEs,
  ...operationPagesEs,
  ...partnerPagesEs,
  ...commercesEs,
  errors: errorsEs,
} satisfies MessageTree;
