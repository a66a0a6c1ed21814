import { describe, expect, it } from 'vitest';
import { OPERATOR_ENTITY } from '../resources/core/abilities';
import { grants } from '../resources/core/access';
import { readOnlyPermissions } from '../fixtures/personaPermissions';
import { bundleAccessMatrix, bundleActions } from '../resources/bundles/accessMatrix';
import { bundles } from '../resources/bundles/schema';
import { allPermissions } from '../resources/core/permissions';
import { schemas } from '../resources/schemaLookup';
import { canAccessRoute, OPEN_EDIT_PAGE, OPEN_PAGE, type AccessContext } from './canAccess';
import { buildRouteRules, customRouteRules } from './routeRules';

const rules = buildRouteRules(schemas);
const allFlags = {
  CAN_CREATE_ENTITY_PARAMETERS: 'true',
  CAN_MANAGE_PROMOTIONAL_VIDEO: 'true',
  CAN_MANAGE_TUTORIAL_VIDEO: 'true',
  ADVERTISING_CAMPAIGN_IS_ALLOWED: 'true',
};
const readOnly = readOnlyPermissions;
const as = (
  permissions: readonly string[],
  entityId = 9,
  config: Record<string, string> = allFlags,
): AccessContext => ({ permissions, entityId, config });

/** For every route: what a read-only user, a write-and-read user and a user without permissions may do. */
describe('permission matrix', () => {
  const resourceRoutes = schemas.filter((schema) => schema.route);

  it.each(resourceRoutes.map((schema) => [schema.resource, schema] as const))('%s', (resource, schema) => {
    const rule = rules[resource];
    const reads =
      typeof schema.permissions.read === 'string' ? [schema.permissions.read] : [...schema.permissions.read];
    // Nobody: nothing, but where the route table asks no permission (the settings screens): reading.
    expect(canAccessRoute(rule, as([]), 'list')).toBe(reads.length === 0);
    expect(canAccessRoute(rule, as(['NOT_PERMISSION']), 'list')).toBe(reads.length === 0);
    expect(canAccessRoute(rule, as(['NOT_PERMISSION']), 'create')).toBe(false);
    // A read permission alone: reads, never writes (unless it is the write permission itself).
    reads.forEach((read) => {
      expect(canAccessRoute(rule, as([read]), 'list')).toBe(true);
      expect(canAccessRoute(rule, as([read]), 'show')).toBe(true);
      expect(canAccessRoute(rule, as([read]), 'create')).toBe(read === schema.permissions.write);
    });
    // The write-and-read permission: reads when it is the pair of a read permission, and writes
    // (with a read permission too, for write permissions that are not a pair: terminal logs).
    const write = schema.permissions.write;
    expect(canAccessRoute(rule, as([write]), 'list')).toBe(
      reads.length === 0 || reads.some((read) => grants([write], read)),
    );
    ['create', 'edit', 'delete'].forEach((action) =>
      expect(canAccessRoute(rule, as([write, ...reads]), action)).toBe(true),
    );
    // A read-only persona (every *_READ-style permission) reads every resource it may see.
    expect(canAccessRoute(rule, as(readOnly), 'list')).toBe(
      reads.length === 0 || reads.some((read) => readOnly.includes(read)),
    );
  });

  it.each(Object.entries(customRouteRules))('custom route %s', (route, rule) => {
    const expectedForNone = rule.read.length === 0;
    expect(canAccessRoute(rule, as(['NOT_PERMISSION']), 'list')).toBe(expectedForNone);
    expect(canAccessRoute(rule, as(allPermissions), 'list')).toBe(true);
    if (rule.readMode === 'all') {
      rule.read.forEach((missing) =>
        expect(
          canAccessRoute(rule, as(rule.read.filter((p) => p !== missing)), 'list'),
          `${route} without ${missing}`,
        ).toBe(false),
      );
    } else {
      rule.read.forEach((permission) => expect(canAccessRoute(rule, as([permission]), 'list')).toBe(true));
    }
  });

  it('covers the special route permissions of the route table', () => {
    expect(canAccessRoute(rules['Terminal/Reassignment'], as(['TERMINAL_REASSIGNMENT']), 'list')).toBe(true);
    expect(canAccessRoute(rules['Terminal/Reassignment'], as(['TERMINALS_WRITE_AND_READ']), 'list')).toBe(false);
    expect(canAccessRoute(rules['Terminal/Refresh'], as(['TPV_INITIALIZATION_PARAMETERS']), 'list')).toBe(true);
    expect(
      canAccessRoute(
        rules['Terminal/TerminalReport'],
        as(['MANAGE_REPORT_PERMISSION', 'TAGS_READ', 'MODELS_READ']),
        'list',
      ),
    ).toBe(true);
    expect(
      canAccessRoute(rules['Terminal/TerminalReport'], as(['MANAGE_REPORT_PERMISSION', 'TAGS_READ']), 'list'),
    ).toBe(false);
    expect(canAccessRoute(rules['report/download'], as(['MANAGE_REPORT_PERMISSION']), 'list')).toBe(true);
    expect(canAccessRoute(rules.reports, as(['ARTEMIS_REPORT']), 'list')).toBe(true);
    expect(canAccessRoute(rules.group, as(['GROUP_PARAMETERS']), 'edit')).toBe(true);
    expect(canAccessRoute(rules.pointsofsale, as(['PUNTO_DE_VENTA']), 'create')).toBe(true);
    expect(canAccessRoute(rules.ActivityRegister, as(['ACTIVITY_REGISTRY']), 'list')).toBe(true);
    expect(canAccessRoute(rules.permissions, as(['PERMISOS']), 'list')).toBe(true);
    expect(canAccessRoute(rules['settings/developer-settings'], as(['PARTNER_API_KEY_WRITE']), 'list')).toBe(true);
    expect(canAccessRoute(rules['settings/developer-settings'], as(['PARTNER_WRITE_READ']), 'list')).toBe(false);
    ['APPLICATION_BUNDLE', 'BUNDLE_UPDATE', 'BUNDLE_WRITE_AND_READ', 'BUNDLE_DOWNLOAD'].forEach((permission) =>
      expect(canAccessRoute(rules['package-installation'], as([permission]), 'list'), permission).toBe(true),
    );
    expect(canAccessRoute(rules.dashboard, as(['NOT_PERMISSION']), 'list')).toBe(true);
  });

  it.each(Object.entries(bundleAccessMatrix))(
    'gives %s alone the bundle actions its name says',
    (permission, allowed) =>
      bundleActions.forEach((action) =>
        expect(canAccessRoute(rules[bundles.resource], as([permission]), action), action).toBe(
          allowed.includes(action),
        ),
      ),
  );

  it('satisfies a read permission with its write-and-read pair', () => {
    expect(canAccessRoute(rules.Terminal, as(['TERMINALS_WRITE_AND_READ']), 'list')).toBe(true);
    expect(canAccessRoute(rules.commerce, as(['COMMERCE_WRITE_AND_READ']), 'list')).toBe(true);
    expect(canAccessRoute(rules.partner, as(['PARTNER_WRITE_READ']), 'list')).toBe(true);
  });

  it('gives each terminal command its own permission, on top of reading terminals', () => {
    expect(canAccessRoute(rules.Terminal, as(['TERMINALS_READ', 'DELETE_TERMINAL']), 'HARD_DELETE')).toBe(true);
    expect(canAccessRoute(rules.Terminal, as(['TERMINALS_WRITE_AND_READ']), 'HARD_DELETE')).toBe(false);
    expect(canAccessRoute(rules.Terminal, as(['DELETE_TERMINAL']), 'HARD_DELETE')).toBe(false);
    expect(canAccessRoute(rules.Terminal, as(['TERMINALS_READ', 'TERMINAL_LOG']), 'REQUEST_LOGS')).toBe(true);
    expect(canAccessRoute(rules.Terminal, as(['TERMINALS_WRITE_AND_READ']), 'RESTART')).toBe(true);
    expect(canAccessRoute(rules.Terminal, as(['TERMINALS_READ']), 'RESTART')).toBe(false);
  });

  it('gates market items on their entity configuration flag', () => {
    const off = { ...allFlags, CAN_MANAGE_PROMOTIONAL_VIDEO: 'false' };
    expect(canAccessRoute(rules.onboarding, as(allPermissions, 9, off), 'list')).toBe(false);
    expect(canAccessRoute(rules['entity-parameters'], as(allPermissions, 9, {}), 'list')).toBe(false);
    expect(canAccessRoute(rules.campaign, as(allPermissions, 9, allFlags), 'list')).toBe(true);
  });

  it('applies the entity abilities: brand and model updates are the operator’s, the acquirer misses some options', () => {
    expect(canAccessRoute(rules.brand, as(allPermissions, 9), 'edit')).toBe(true);
    expect(canAccessRoute(rules.brand, as(allPermissions, 3), 'edit')).toBe(false);
    expect(canAccessRoute(rules.model, as(allPermissions, 2), 'create')).toBe(false);
    expect(canAccessRoute(rules.model, as(allPermissions, 2), 'list')).toBe(true);
    expect(canAccessRoute(rules.Fidelium, as(allPermissions, 4), 'list')).toBe(false);
    expect(canAccessRoute(rules.Fidelium, as(allPermissions, 9), 'list')).toBe(true);
  });

  it('keeps every shared catalogue, not only brands and models, for the operator to write', () => {
    const shared = schemas.filter((schema) => schema.scope === 'global' && schema.route);
    expect(shared.map((schema) => schema.name)).toEqual(expect.arrayContaining(['categories', 'developers']));
    for (const schema of shared) {
      const rule = rules[schema.resource];
      expect(canAccessRoute(rule, as(allPermissions, OPERATOR_ENTITY), 'create'), schema.name).toBe(true);
      for (const entity of [2, 3, 4, 6]) {
        expect(canAccessRoute(rule, as(allPermissions, entity), 'edit'), `${schema.name} ${entity}`).toBe(false);
        expect(canAccessRoute(rule, as(allPermissions, entity), 'list'), `${schema.name} ${entity}`).toBe(true);
      }
    }
  });

  it('opens the user and app edit pages to readers, every other edit page to writers only', () => {
    expect(canAccessRoute(rules.users, as(['USERS_READ']), OPEN_EDIT_PAGE)).toBe(true);
    expect(canAccessRoute(rules.users, as(['USERS_READ']), 'edit')).toBe(false);
    expect(canAccessRoute(rules.appmanagement, as(['APP_READ']), OPEN_EDIT_PAGE)).toBe(true);
    expect(canAccessRoute(rules.appmanagement, as(['APP_WRITE_AND_READ']), 'edit')).toBe(true);
    expect(canAccessRoute(rules.users, as([]), OPEN_EDIT_PAGE)).toBe(false);
    expect(canAccessRoute(rules.commerce, as(['COMERCIOS']), OPEN_EDIT_PAGE)).toBe(false);
    expect(canAccessRoute(rules.commerce, as(['COMMERCE_WRITE_AND_READ']), OPEN_EDIT_PAGE)).toBe(true);
  });

  it('reads tags with TAGS_READ as with its write-and-read pair, and writes them with the pair only', () => {
    expect(canAccessRoute(rules['Terminal/Tags'], as(['TAGS_READ']), 'list')).toBe(true);
    // The tag screens themselves need the pair (spec section 2, route table).
    expect(canAccessRoute(rules['Terminal/Tags'], as(['TAGS_READ']), OPEN_PAGE)).toBe(false);
    expect(canAccessRoute(rules['Terminal/Tags'], as(['TAGS_WRITE_AND_READ']), OPEN_PAGE)).toBe(true);
    expect(canAccessRoute(rules.Warehouses, as(['WAREHOUSES_READ']), OPEN_PAGE)).toBe(true);
    expect(canAccessRoute(rules['Terminal/Tags'], as(['TAGS_READ']), 'create')).toBe(false);
    expect(canAccessRoute(rules['Terminal/Tags'], as(['TAGS_WRITE_AND_READ']), 'list')).toBe(true);
    expect(canAccessRoute(rules['Terminal/Tags'], as(['TAGS_WRITE_AND_READ']), 'edit')).toBe(true);
    expect(canAccessRoute(rules['Terminal/Tags/Assignment'], as(['TAGS_READ']), 'list')).toBe(false);
    expect(canAccessRoute(rules['Terminal/Tags/Assignment'], as(['TAGS_WRITE_AND_READ']), 'list')).toBe(true);
  });

  it('refuses a route nobody declared', () => {
    expect(canAccessRoute(rules.nowhere, as(allPermissions), 'list')).toBe(false);
  });
});
