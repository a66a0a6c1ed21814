import type { MethodsOfFamilies } from './defineMethods';
import { transactionsFamily } from './transactions/transactionsMethods';
import { operationTotalsFamily } from './operations/totalsMethods';
import { dashboardsFamily } from './dashboards/dashboardsMethods';
import { mapsFamily } from './maps/mapsMethods';
import { activityRegisterFamily } from './activityRegister/registerMethods';
import { artemisDownloadFamily } from './artemisReports/downloadMethods';
import { tableReportFamily } from './reports/tableReportMethods';

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
] as const;

/** Every custom method the screens call beside react-admin's own. */
export type FamilyMethods = MethodsOfFamilies<typeof methodFamilies>;
