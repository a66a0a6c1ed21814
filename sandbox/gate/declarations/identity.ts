import { guarded, PUBLIC, TEST_MODE, type GateTable } from '../routeGate';

const USERS_WRITE = { permissions: ['USERS_WRITE_AND_READ'] } as const;

/** The identity service's own routes and the entity calls every signed-in user makes. */
export const identityGates: GateTable = {
  'POST /auth/connect/token': PUBLIC,
  'GET /auth/.well-known/openid-configuration/jwks': PUBLIC,
  'POST /identity/api/v1/User/recover-password': PUBLIC,
  'POST /identity/api/v1/TwoFA/ValidateSecureCode': PUBLIC,
  'POST /identity/api/v1/User/reset-password': PUBLIC,
  'GET /config.json': PUBLIC,
  'GET /sandbox/outbox': TEST_MODE,
  'PUT /sandbox/entity-config/:entityId': TEST_MODE,
  'POST /identity/api/v1/User/invalidate/token': guarded('write'),
  'POST /identity/api/v1/User/change-password': guarded('write'),
  'POST /identity/api/v1/User/:userId/unblock': guarded('write', USERS_WRITE),
  'POST /identity/api/v1/TwoFA/disable2fa/:userId': guarded('write', USERS_WRITE),
  'GET /identity/api/v1/TwoFA/qr': guarded('read'),
  'POST /identity/api/v1/TwoFA/regenerateQr': guarded('write'),
  'POST /identity/api/v1/TwoFA/enable2fa': guarded('write'),
  'POST /identity/api/v1/TwoFA/disable2fa': guarded('write'),
  'POST /identity/api/v1/TwoFA/validate2facode': guarded('write'),
  'POST /identity/api/v1/TwoFA/SetCookieTime': guarded('write'),
  'GET /identity/api/v1/WhiteList2Fa/user': guarded('read'),
  'GET /identity/api/v1/WhiteList2Fa/list': guarded('read', { resources: ['permissions2fa'] }),
  'GET /terminal/api/v1/Entity': guarded('read'),
  'GET /terminal/api/v1/Entity/config': guarded('read'),
  'GET /identity/api/v1/Restriction/:entityId': guarded('read'),
  'GET /identity/api/v1/Notification': guarded('read'),
};
