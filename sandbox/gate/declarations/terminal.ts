import { guarded, type GateTable } from '../routeGate';

const TERMINALS = ['terminals'] as const;
const byId = { terminal: 'id', by: 'id' } as const;
const bySerial = { terminal: 'serialNumber', by: 'serialNumber' } as const;

/** The terminal service's own routes: commands, history, logs, bulk operations, the map. */
export const terminalGates: GateTable = {
  'POST /terminal/api/v1/Terminal/SoftDelete': guarded('write', { resources: TERMINALS, partnerScope: 'refused' }),
  'POST /terminal/api/v1/Terminal/import': guarded('write', { resources: TERMINALS, partnerScope: 'refused' }),
  'POST /terminal/api/v1/Terminal/AddSeveral': guarded('write', { resources: TERMINALS, partnerScope: 'refused' }),
  'GET /terminal/api/v1/Terminal/Summary': guarded('read', { resources: TERMINALS, partnerScope: 'narrowed' }),
  'GET /terminal/api/v1/Terminal/v2/Summary': guarded('read', { resources: TERMINALS, partnerScope: 'narrowed' }),
  // A system administrator's (the operator's app administrators, resources/identity/systemAdministrator.ts):
  // the permission here, the claim in the handler, as the session may be bound to another entity.
  'GET /terminal/api/v1/Terminal/admin': guarded('read', {
    resources: TERMINALS,
    permissions: ['APP_WRITE_AND_READ'],
    partnerScope: 'refused',
  }),
  'GET /terminal/api/v1/Terminal/models/available-binary': guarded('read', {
    resources: ['models'],
    permissions: ['SYSTEM_COMPONENT_READ'],
  }),
  ...Object.fromEntries(
    ['GetAppsAdmin', 'GetMissingApps', 'GetNotInstalledApps'].map((view) => [
      `GET /terminal/api/v1/Terminal/:id/${view}`,
      guarded('read', { resources: [...TERMINALS, 'apps'], partnerScope: byId }),
    ]),
  ),
  'GET /terminal/api/v1/Terminal/:id/History': guarded('read', { resources: TERMINALS, partnerScope: byId }),
  'POST /terminal/api/v1/Terminal/:id/request-status': guarded('write', {
    permissions: ['TERMINALS_WRITE_AND_READ'],
    partnerScope: byId,
  }),
  'POST /terminal/api/v1/Terminal/:id/restart': guarded('write', {
    permissions: ['TERMINALS_WRITE_AND_READ'],
    partnerScope: byId,
  }),
  'POST /terminal/api/v1/Terminal/:id/initialization-parameters': guarded('write', {
    permissions: ['TPV_INITIALIZATION_PARAMETERS'],
    partnerScope: byId,
  }),
  'POST /terminal/api/v1/Terminal/:id/soft-delete': guarded('write', {
    permissions: ['TERMINALS_WRITE_AND_READ'],
    partnerScope: byId,
  }),
  'DELETE /terminal/api/v1/Terminal/:id/hard-delete': guarded('delete', { resources: TERMINALS, partnerScope: byId }),
  'POST /terminal/api/v1/TerminalFilesLog/message-to-get-logs/:serialNumber': guarded('write', {
    permissions: ['TERMINAL_LOG'],
    partnerScope: bySerial,
  }),
  'POST /terminal/api/v1/TerminalFilesLog/message-to-activate-logs/:serialNumber': guarded('write', {
    permissions: ['TERMINAL_LOG'],
    partnerScope: bySerial,
  }),
  'GET /terminal/api/v1/TerminalFilesLog/:id/b64log': guarded('read', {
    resources: ['terminalLogs'],
    partnerScope: 'narrowed',
  }),
  'GET /terminal/api/v1/TerminalFilesLog/download/:id': guarded('read', {
    resources: ['terminalLogs'],
    partnerScope: 'narrowed',
  }),
  'PUT /terminal/api/v1/TagAssignment/terminal/:id': guarded('write', {
    permissions: ['TAGS_WRITE_AND_READ'],
    partnerScope: byId,
  }),
  'POST /terminal/api/v1/Terminal/Reassignment/validation': guarded('write', {
    permissions: ['TERMINAL_REASSIGNMENT'],
    partnerScope: 'refused',
  }),
  'POST /terminal/api/v1/Terminal/Reassignment': guarded('write', {
    permissions: ['TERMINAL_REASSIGNMENT'],
    partnerScope: 'refused',
  }),
  'POST /terminal/api/v1/Terminal/initialization-parameters': guarded('write', {
    permissions: ['TPV_INITIALIZATION_PARAMETERS'],
    partnerScope: 'refused',
  }),
  'GET /terminal/api/v1/Terminal/:id/parameters': guarded('read', {
    permissions: ['TERMINAL_PARAMETER_READ'],
    partnerScope: byId,
  }),
  'GET /terminal/api/v1/Terminal/Params/:serialNumber': guarded('read', {
    permissions: ['TERMINAL_PARAMETER_READ'],
    partnerScope: bySerial,
  }),
  'GET /terminal/api/v1/Terminal/general-settings': guarded('read', { resources: TERMINALS }),
  'GET /terminal/api/v1/Terminal/exists/:serialNumber': guarded('read', {
    resources: TERMINALS,
    partnerScope: 'narrowed',
  }),
  'GET /terminal/api/v1/Terminal/:id/Info': guarded('read', { resources: TERMINALS, partnerScope: byId }),
  'POST /terminal/api/v1/Terminal/set-alias': guarded('update', { resources: TERMINALS, partnerScope: 'narrowed' }),
  'GET /terminal/api/v1/Terminal/:id/batch': guarded('read', { resources: TERMINALS, partnerScope: byId }),
  'POST /terminal/api/v1/Terminal/:id/close-batch': guarded('write', { resources: TERMINALS, partnerScope: byId }),
  'POST /terminal/api/v1/Terminal/ResendPin': guarded('write', { resources: TERMINALS, partnerScope: 'refused' }),
  'GET /terminal/api/v1/Terminal/terminal-coordinates': guarded('read', {
    resources: TERMINALS,
    partnerScope: 'narrowed',
  }),
  'POST /app/api/v1/Application/InstallApp': guarded('write', {
    permissions: ['APP_INSTALL_WRITE_AND_READ'],
    partnerScope: 'refused',
  }),
  'POST /app/api/v1/Component/install': guarded('write', {
    permissions: ['APP_INSTALL_WRITE_AND_READ'],
    partnerScope: 'refused',
  }),
};
