import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerPermissions } from '../../fixtures/personas';
import { routesOf } from '../routeList';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { gateAdmits } from './personaGrants';
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

/**
 * What a partner user may reach that holds no commerce's data: its own session and account, its
 * entity's settings, its partner and API keys (narrowed by partner), the catalogues it reads.
 */
const COMMERCE_FREE_FOR_PARTNER = [
  ...SIGNED_IN_ROUTES.filter((route) => !route.includes('dashboards') && !route.startsWith('GET /transactions/')),
  'GET /commerce/api/Commerce/csv/example',
  'GET /commerce/api/Commerce/subsidies',
  'GET /terminal/api/v1/Terminal/general-settings',
  'GET /parameters/api/v1/Hosts',
  'GET /parameters/api/v1/Hosts/:id',
  'POST /commerce/api/v1/partner/api-key/generate',
  'POST /commerce/api/v1/partner/api-key/:id/revoke',
  'GET /commerce/api/v1/partner',
  'GET /commerce/api/v1/partner/:id',
  'GET /app/api/v1/Application/versions',
  'GET /app/api/v1/Application/versions/:id',
  'GET /app/api/v1/Application',
  'GET /app/api/v1/Application/:id',
  'GET /app/api/v1/Application/:id/binaries',
  'GET /app/api/v1/Application/:id/images',
  'GET /app/api/v1/Application/:id/icon',
  'GET /app/api/v1/Application/:id/documents/terms',
  'GET /identity/api/v1/Role/commerce-user',
  'GET /identity/api/v1/Role/commerce-user/:id',
  'GET /identity/api/v1/WhiteList2Fa',
  'GET /identity/api/v1/WhiteList2Fa/:id',
  'GET /identity/api/v1/WhiteList2Fa/list',
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

  it('declares the partner scope of every route a partner reaches, but those holding no commerce’s data', () => {
    const unscoped = routesOf(sandbox.app)
      .map(({ method, url }) => `${method} ${url}`)
      .filter((name) => {
        const gate = gateOf(sandbox.app, name);
        const schemaOf = (resource: string) => sandbox.context.store.schema(resource);
        return gate?.kind === 'guarded' && !gate.partnerScope && gateAdmits(gate, partnerPermissions, 9, schemaOf);
      });
    expect(unscoped.sort()).toEqual([...COMMERCE_FREE_FOR_PARTNER].sort());
  });
});
