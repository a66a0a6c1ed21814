import { guarded, type GateTable } from '../routeGate';

const PROFILE_READ = { permissions: ['PROFILE_CONFIGURATION_READ'] } as const;
const PROFILE_WRITE = { permissions: ['PROFILE_CONFIGURATION_WRITE_AND_READ'], dialsTerminal: true } as const;
const TAGS_WRITE = { permissions: ['TAGS_WRITE_AND_READ'], partnerScope: 'refused' } as const;
const NETWORKS_WRITE = { permissions: ['NETWORKS_WRITE_AND_READ'], partnerScope: 'refused' } as const;
const LOGOS_WRITE = { permissions: ['LOGOS_CONFIGURATION_WRITE_AND_READ'] } as const;
const UPDATES = { permissions: ['TPV_INITIALIZATION_PARAMETERS'], partnerScope: 'refused' } as const;

/** The parameters service's own routes (profiles, terminal parameters, tags, networks, settings). */
export const parameterGates: GateTable = {
  'POST /parameters/api/v1/TagAssignment': guarded('write', {
    ...TAGS_WRITE,
    permissions: ['TAGS_WRITE_AND_READ', 'TERMINALS_READ'],
  }),
  'GET /parameters/api/v1/Tag/by-name/:name': guarded('read', TAGS_WRITE),
  'GET /parameters/api/v1/Tag/:id/terminals': guarded('read', TAGS_WRITE),
  'POST /parameters/api/v1/Tag/:id/reset': guarded('write', TAGS_WRITE),
  'POST /parameters/api/v1/TagAssignment/validation': guarded('write', TAGS_WRITE),
  'POST /parameters/api/v1/TagAssignment/ByCsv': guarded('write', TAGS_WRITE),
  'POST /parameters/api/v1/TagAssignment/ByFilters': guarded('write', TAGS_WRITE),
  'GET /parameters/api/v1/GlobalParameterCollection/:id': guarded('read', PROFILE_READ),
  'PUT /parameters/api/v1/GlobalParameterCollection/:id/:section': guarded('write', PROFILE_WRITE),
  'POST /parameters/api/v1/GlobalParameterCollection/copy': guarded('write', PROFILE_WRITE),
  'GET /parameters/api/v1/GlobalParameterCollection/:id/json': guarded('read', PROFILE_READ),
  'POST /parameters/api/v1/GlobalParameterCollection/:id/json/preview': guarded('write', PROFILE_WRITE),
  'POST /parameters/api/v1/GlobalParameterCollection/:id/json': guarded('write', PROFILE_WRITE),
  'POST /parameters/api/v1/GlobalParameterCollection/:id/hosts/proposals': guarded('write', PROFILE_WRITE),
  'GET /parameters/api/v1/TerminalParameterCollection/:id': guarded('read', {
    permissions: ['TERMINAL_PARAMETER_READ'],
    partnerScope: { terminal: 'id', by: 'id' },
  }),
  'PUT /parameters/api/v1/TerminalParameterCollection/:id': guarded('write', {
    permissions: ['TERMINAL_PARAMETER_WRITE_AND_READ'],
    partnerScope: { terminal: 'id', by: 'id' },
    dialsTerminal: true,
  }),
  'GET /parameters/api/v1/CommerceGroup/list': guarded('read', { resources: ['groups'], partnerScope: 'narrowed' }),
  'POST /parameters/api/v1/CommerceGroup/:id/copy': guarded('write', {
    resources: ['groups'],
    partnerScope: 'refused',
    dialsTerminal: true,
  }),
  'POST /parameters/api/v1/CommerceGroup/merge': guarded('write', {
    resources: ['groups'],
    partnerScope: 'refused',
    dialsTerminal: true,
  }),
  'PUT /parameters/api/v1/ConnectionParameters/wifi/priority': guarded('write', NETWORKS_WRITE),
  'POST /parameters/api/v1/ConnectionParameters/wifi/:id/:state/:target': guarded('write', NETWORKS_WRITE),
  'GET /parameters/api/v1/ConnectionParameters/wifi/:id/terminals': guarded('read', {
    resources: ['networks'],
    partnerScope: 'refused',
  }),
  'GET /parameters/api/configuration/logo/current': guarded('read'),
  'GET /parameters/api/configuration/logo/past': guarded('read'),
  'GET /parameters/api/configuration/logo/next': guarded('read'),
  'GET /parameters/api/configuration/logo/:id/icon': guarded('read'),
  'POST /parameters/api/configuration/logo': guarded('write', LOGOS_WRITE),
  'DELETE /parameters/api/configuration/logo/:id': guarded('write', LOGOS_WRITE),
  'GET /parameters/api/configuration/general': guarded('read'),
  'PUT /parameters/api/configuration/general': guarded('write', { permissions: ['GENERAL_CONFIGURATION'] }),
  'GET /parameters/api/v1/Subsidies/json/export': guarded('read', { resources: ['subsidies'] }),
  'POST /parameters/api/v1/Subsidies/json/import': guarded('write', { resources: ['subsidies'] }),
  'GET /parameters/api/v1/Agreement/:id/icon': guarded('read', { resources: ['agreements'] }),
  'GET /terminal/api/v1/Profile/:profileId/EmvConfiguration': guarded('read', PROFILE_READ),
  'GET /terminal/api/v1/ProfileApplication/Certificate': guarded('read', PROFILE_READ),
  'POST /terminal/api/v1/Profile/:profileId/EmvConfiguration/proposals': guarded('write', PROFILE_WRITE),
  'GET /terminal/api/v1/ParameterChangeProposal': guarded('read', PROFILE_READ),
  'POST /terminal/api/v1/ParameterChangeProposal/:id/approve': guarded('write', {
    permissions: ['PARAMETER_CHANGE_APPROVE'],
    dialsTerminal: true,
  }),
  'POST /terminal/api/v1/ParameterChangeProposal/:id/reject': guarded('write', {
    permissions: ['PARAMETER_CHANGE_APPROVE'],
  }),
  'POST /terminal/api/v1/ParameterUpdate/impact': guarded('write', UPDATES),
  'POST /terminal/api/v1/ParameterUpdate': guarded('write', { ...UPDATES, dialsTerminal: true }),
  'POST /terminal/api/v1/ParameterUpdate/states': guarded('write', UPDATES),
  'POST /terminal/api/v1/ParameterUpdate/cancel-waiting': guarded('write', UPDATES),
};
