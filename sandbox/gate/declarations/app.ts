import type { PermissionName } from '../../../resources/core/permissions';
import { guarded, OWN_GUARD, type GateTable } from '../routeGate';

const INSTALLERS: readonly PermissionName[] = [
  'APP_INSTALL_WRITE_AND_READ',
  'SYSTEM_COMPONENT_WRITE_AND_READ',
  'BUNDLE_WRITE_AND_READ',
];
const INSTALLS = { anyOf: INSTALLERS, partnerScope: 'refused' } as const;
/** Who may upload: anyone who writes something of the market that holds files. */
const UPLOADERS: readonly PermissionName[] = [
  'APP_WRITE_AND_READ',
  'BUNDLE_WRITE_AND_READ',
  'BUNDLE_UPDATE',
  'SYSTEM_COMPONENT_WRITE_AND_READ',
  'MULTIMEDIA_WRITE_AND_READ',
  'ONBOARDING_VIDEOS_WRITE_AND_READ',
  'MARKET_TUTORIAL_VIDEO_WRITE_AND_READ',
];
const COMPONENT_READ = { permissions: ['SYSTEM_COMPONENT_READ'] } as const;
const STORE_READ = { permissions: ['STORE_READ'] } as const;
const INSTALL_BASE = '/app/api/v1/Application/install';
const APP_READ = { resources: ['apps'] } as const;

/** The app (market) service's own routes: files, API keys, installs, catalogue, videos. */
export const appGates: GateTable = {
  'POST /app/api/v1/Application/files/:kind': guarded('write', { anyOf: UPLOADERS }),
  'GET /app/api/v1/Application/files/:id': OWN_GUARD,
  'GET /app/api/v1/Application/:id/binaries': guarded('read', APP_READ),
  'GET /app/api/v1/Application/:id/images': guarded('read', APP_READ),
  'GET /app/api/v1/Application/:id/parameters': guarded('read', { resources: ['apps', 'entityParameters'] }),
  'GET /app/api/v1/Application/:id/icon': guarded('read', APP_READ),
  'GET /app/api/v1/Application/:id/documents/terms': guarded('read', APP_READ),
  'POST /app/api/v1/Application/:id/api-keys': guarded('write', { resources: ['appApiKeys'] }),
  'PUT /app/api/v1/Application/:id/api-keys/:keyId': guarded('write', { resources: ['appApiKeys'] }),
  'GET /app/api/v1/bundle/:id/download': guarded('read', { permissions: ['BUNDLE_DOWNLOAD'] }),
  [`POST ${INSTALL_BASE}/impact`]: guarded('write', INSTALLS),
  [`POST ${INSTALL_BASE}`]: guarded('write', INSTALLS),
  'POST /app/api/v1/Application/UninstallApp': guarded('write', {
    permissions: ['APP_INSTALL_WRITE_AND_READ'],
    partnerScope: 'refused',
  }),
  [`GET ${INSTALL_BASE}/:id`]: guarded('read', INSTALLS),
  [`GET ${INSTALL_BASE}/:id/terminals`]: guarded('read', INSTALLS),
  [`POST ${INSTALL_BASE}/:id/retry`]: guarded('write', INSTALLS),
  [`POST ${INSTALL_BASE}/:id/cancel-waiting`]: guarded('write', INSTALLS),
  [`POST ${INSTALL_BASE}/:id/resume`]: guarded('write', INSTALLS),
  'GET /app/api/v1/Component/types': guarded('read', COMPONENT_READ),
  'GET /app/api/v1/Component/binary/:id': guarded('read', COMPONENT_READ),
  'GET /app/api/v1/Component/installed/:id': guarded('read', { ...COMPONENT_READ, partnerScope: 'refused' }),
  'GET /app/api/v1/Component/missing/:id': guarded('read', { ...COMPONENT_READ, partnerScope: 'refused' }),
  'PUT /app/api/v1/Component/allow-terminals/:id': guarded('write', {
    permissions: ['SYSTEM_COMPONENT_WRITE_AND_READ'],
    partnerScope: 'refused',
  }),
  'GET /app/api/v1/store/top': guarded('read', STORE_READ),
  'GET /app/api/v1/store/category/:id': guarded('read', STORE_READ),
  'GET /app/api/v1/store/just-for-you': guarded('read', STORE_READ),
  'PUT /app/api/v1/video/tutorial/update-order': guarded('write', { resources: ['tutorialVideos'] }),
  'DELETE /app/api/v1/video/tutorial/tutorials/:id/language/:language': guarded('write', {
    resources: ['tutorialVideos'],
  }),
  'PUT /app/api/v1/video/tutorial/categories/update-order': guarded('write', {
    resources: ['tutorialVideoCategories'],
  }),
  'PUT /app/api/v1/video/promotional/update-order': guarded('write', { resources: ['onboardingVideos'] }),
  'DELETE /app/api/v1/video/promotional/:id/language/:language': guarded('write', {
    resources: ['onboardingVideos'],
  }),
  'GET /app/api/v1/video/tutorial/category/:id': guarded('read', { resources: ['tutorialVideos'] }),
};
