import type { MethodsOfFamilies } from './defineMethods';
import { transactionsFamily } from './transactions/transactionsMethods';
import { operationTotalsFamily } from './operations/totalsMethods';
import { dashboardsFamily } from './dashboards/dashboardsMethods';
import { mapsFamily } from './maps/mapsMethods';
import { activityRegisterFamily } from './activityRegister/registerMethods';
import { artemisDownloadFamily } from './artemisReports/downloadMethods';
import { tableReportFamily } from './reports/tableReportMethods';
import { terminalListFamily } from './terminals/listMethods';
import { terminalImportFamily } from './terminals/importMethods';
import { terminalActionsFamily } from './terminals/actionsMethods';
import { terminalOperationsFamily } from './terminals/operationsMethods';
import { profileParametersFamily } from './profiles/parametersMethods';
import { profileEmvFamily } from './profiles/emvMethods';
import { settingsFamily } from './settings/settingsMethods';
import { subsidyFamily } from './reference/subsidyMethods';
import { marketFamily } from './market/marketMethods';
import { catalogFamily } from './catalog/catalogMethods';
import { groupFamily } from './groups/groupMethods';
import { apiKeyFamily } from './partners/apiKeyMethods';
import { commerceFamily } from './commerces/commerceMethods';

/**
 * Every domain's custom data provider methods: the composite provider builds their HTTP
 * implementations from this list, the fakerest provider their in-memory ones.
 */
export const methodFamilies = [
  transactionsFamily,
  operationTotalsFamily,
  dashboardsFamily,
  mapsFamily,
  activityRegisterFamily,
  artemisDownloadFamily,
  tableReportFamily,
  terminalListFamily,
  terminalImportFamily,
  terminalActionsFamily,
  terminalOperationsFamily,
  profileParametersFamily,
  profileEmvFamily,
  settingsFamily,
  subsidyFamily,
  marketFamily,
  catalogFamily,
  groupFamily,
  apiKeyFamily,
  commerceFamily,
] as const;

/** Every custom method the screens call beside react-admin's own. */
export type FamilyMethods = MethodsOfFamilies<typeof methodFamilies>;
