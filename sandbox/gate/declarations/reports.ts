import { REPORT_PERMISSIONS } from '../../../resources/terminals/operations/reportEntities';
import { tableReportKinds } from '../../../resources/reports/reportKinds';
import { guarded, type GateTable } from '../routeGate';

const TERMINAL_REPORT = { permissions: REPORT_PERMISSIONS, partnerScope: 'refused' } as const;
const TABLE_REPORT = guarded('read', {
  permissions: ['REPORTES', 'MANAGE_REPORT_PERMISSION'],
  partnerScope: 'refused',
});

/** The reports and transaction services' own routes: reports, dashboards, figures, the register. */
export const reportGates: GateTable = {
  'POST /reports/api/v1/Report/terminal-report': guarded('read', TERMINAL_REPORT),
  'POST /reports/api/v1/Report/terminal-report/excel': guarded('read', TERMINAL_REPORT),
  'POST /reports/api/v1/Report/terminal-report/csv': guarded('read', TERMINAL_REPORT),
  'GET /reports/api/v1/Report/terminal-report/entities': guarded('read'),
  'POST /reports/api/v1/Report/terminal/:format': guarded('read', TERMINAL_REPORT),
  ...Object.fromEntries(tableReportKinds.map((kind) => [`POST /reports/api/v1/Report/${kind}/:format`, TABLE_REPORT])),
  'POST /reports/api/v1/Report/:id/excel': guarded('read', {
    resources: ['reports'],
    permissions: ['MANAGE_REPORT_PERMISSION'],
    partnerScope: 'refused',
  }),
  'GET /reports/api/v1/action-registry/artemis-report/:id/download': guarded('read', {
    resources: ['artemisReports'],
  }),
  'GET /reports/api/v1/dashboards/:board': guarded('read', { partnerScope: 'narrowed' }),
  'GET /reports/api/v1/action-registry/object-types': guarded('read', { resources: ['activityRegister'] }),
  'GET /reports/api/v1/action-registry/object-actions': guarded('read', { resources: ['activityRegister'] }),
  'POST /reports/api/v1/action-registry/excel': guarded('read', { resources: ['activityRegister'] }),
  'GET /reports/api/v1/action-registry/chain-head': guarded('read', { resources: ['activityRegister'] }),
  'GET /transactions/transactions/totals': guarded('read', { resources: ['operations'], partnerScope: 'narrowed' }),
  'GET /transactions/summary': guarded('read', { partnerScope: 'narrowed' }),
  'GET /transactions/count_hourly': guarded('read', { partnerScope: 'narrowed' }),
  'GET /transactions/count_monthly': guarded('read', { partnerScope: 'narrowed' }),
};
