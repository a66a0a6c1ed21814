import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../routeList';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { gateOf, undeclaredRoutesOf } from './pipeline';

/** What any signed-in user may call: its own session, 2FA and entity, the settings it reads, its dashboards. */
const SIGNED_IN_ROUTES = [
  'POST /identity/api/v1/User/invalidate/token',
  'POST /identity/api/v1/User/change-password',
  'GET /identity/api/v1/TwoFA/qr',
  'POST /identity/api/v1/TwoFA/regenerateQr',
  'POST /identity/api/v1/TwoFA/enable2fa',
  'POST /identity/api/v1/TwoFA/disable2fa',
  'POST /identity/api/v1/TwoFA/validate2facode',
  'POST /identity/api/v1/TwoFA/SetCookieTime',
  'GET /identity/api/v1/WhiteList2Fa/user',
  'GET /terminal/api/v1/Entity',
  'GET /terminal/api/v1/Entity/config',
  'GET /identity/api/v1/Restriction/:entityId',
  'GET /identity/api/v1/Notification',
  'GET /parameters/api/configuration/logo/current',
  'GET /parameters/api/configuration/logo/past',
  'GET /parameters/api/configuration/logo/next',
  'GET /parameters/api/configuration/logo/:id/icon',
  'GET /parameters/api/configuration/general',
  'GET /reports/api/v1/Report/terminal-report/entities',
  'GET /reports/api/v1/dashboards/:board',
  'GET /transactions/summary',
  'GET /transactions/count_hourly',
  'GET /transactions/count_monthly',
];

/** Every route the sandbox registers declares what it touches, so the one gate applies to it. */
describe('route declarations', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
   }, 60_000);
  afterAll(() => sandbox?.close());

  it('leaves no recorded route without a declaration', () => {
    expect(routesOf(sandbox.app).length).toBeGreaterThan(300);
    expect(undeclaredRoutesOf(sandbox.app)).toEqual([]);
  });

  it('names a permission or a resource on every guarded route but those of any signed-in user', () => {
    const open = routesOf(sandbox.app).filter(({ method, url }) => {
      const gate = gateOf(sandbox.app, `${method} ${url}`);
      return gate?.kind === 'guarded' && !gate.resources && !gate.permissions && !gate.anyOf;
    });
    expect(open.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([...SIGNED_IN_ROUTES].sort());
  });
});
