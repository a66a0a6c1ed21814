import { describe, expect, it } from 'vitest';
import { canAccessRoute, OPEN_PAGE } from '../../authProvider/canAccess';
import { customRouteRules } from '../../authProvider/routeRules';

const rule = customRouteRules['fleet-install'];
const as = (...permissions: string[]) => ({ permissions, entityId: 9, config: {} });

describe('the fleet-install route rule', () => {
  it('opens to any kind’s install permission, and each kind asks its own', () => {
    const appInstaller = as('APP_INSTALL_WRITE_AND_READ');
    expect(canAccessRoute(rule, appInstaller, OPEN_PAGE)).toBe(true);
    expect(canAccessRoute(rule, appInstaller, 'appVersion')).toBe(true);
    expect(canAccessRoute(rule, appInstaller, 'bundle')).toBe(false);
    expect(canAccessRoute(rule, appInstaller, 'component')).toBe(false);
    expect(canAccessRoute(rule, as('BUNDLE_WRITE_AND_READ'), 'bundle')).toBe(true);
    expect(canAccessRoute(rule, as('SYSTEM_COMPONENT_WRITE_AND_READ'), 'component')).toBe(true);
  });

  it('stays shut to readers of apps and bundles', () => {
    const reader = as('APP_READ', 'APP_INSTALL_READ', 'APPLICATION_BUNDLE');
    expect(canAccessRoute(rule, reader, OPEN_PAGE)).toBe(false);
    expect(canAccessRoute(rule, reader, 'appVersion')).toBe(false);
  });
});
