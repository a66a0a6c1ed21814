import type { PermissionName } from '../resources/core/permissions';
import type { EntityConfigFlag, ResourceSchema } from '../resources/core/resourceSchema';
import { readPermissions } from '../resources/core/resourceSchema';
import { hiddenEntitiesOf } from '../resources/core/abilities';
import { writerEntitiesOf } from '../resources/core/sharedData';
import { installPermissions } from '../resources/fleetInstalls/shapes';

/** Who may open a route (and write there): spec section 2, route table. */
export interface RouteRule {
  /** Permissions that open the route; empty: any signed-in user. */
  read: readonly PermissionName[];
  /** 'any' one of `read` suffices, or 'all' are needed. */
  readMode: 'any' | 'all';
  /** Needed to create, edit or delete; absent: the route writes nothing. */
  write?: PermissionName;
  /** Lets a user edit (not create or delete) without `write`. */
  update?: PermissionName;
  /** An entity configuration flag that must be 'true'. */
  flag?: EntityConfigFlag;
  /** Only these entities may write (shared catalogues are the operator's: sharedData.ts). */
  writeEntities?: readonly number[];
  /** Entities that do not see the route at all. */
  hiddenForEntities?: readonly number[];
  /** Named actions (a terminal's restart, hard delete...), each needing its permission besides reading. */
  actions?: Readonly<Record<string, PermissionName>>;
  /** 'read': readers open the edit page too, and see the record there read-only. */
  editPage?: 'read';
  /** Needed besides reading to open the route's own screens and menu entry. */
  page?: PermissionName;
}

const open: RouteRule = { read: [], readMode: 'any' };
const needs = (...read: PermissionName[]): RouteRule => ({ read, readMode: 'any' });
const needsAll = (...read: PermissionName[]): RouteRule => ({ read, readMode: 'all' });

/** The custom pages of the route table (resource routes come from their schemas). */
export const customRouteRules: Record<string, RouteRule> = {
  dashboard: open,
  userInfo: open,
  maps: open,
  // The route table gives /settings and its children no route permission: the hub opens to everyone,
  // changing the general configuration needs its permission.
  settings: { ...open, actions: { writeGeneral: 'GENERAL_CONFIGURATION' } },
  'settings/logos': { ...open, actions: { writeLogos: 'LOGOS_CONFIGURATION_WRITE_AND_READ' } },
  'settings/host': open,
  'settings/user-commerce-roles': open,
  'settings/update-user-commerce-role': open,
  'settings/permissions2fa': open,
  'settings/developer-settings': needs('PARTNER_API_KEY_WRITE'),
  ParameterUpdate: { ...open, actions: { send: 'TPV_INITIALIZATION_PARAMETERS' } },
  'Profiles/Emv': { ...needs('PROFILE_CONFIGURATION_READ'), write: 'PROFILE_CONFIGURATION_WRITE_AND_READ' },
  'Profiles/Certificates': needs('PROFILE_CONFIGURATION_READ'),
  'Profiles/Proposals': { ...needs('PROFILE_CONFIGURATION_READ'), actions: { approve: 'PARAMETER_CHANGE_APPROVE' } },
  'Terminal/Reassignment': needs('TERMINAL_REASSIGNMENT'),
  'Terminal/Refresh': needs('TPV_INITIALIZATION_PARAMETERS'),
  'Terminal/TerminalReport': needsAll('MANAGE_REPORT_PERMISSION', 'TAGS_READ', 'MODELS_READ'),
  // Tags are read with TAGS_READ; assigning them needs the write-and-read permission.
  'Terminal/Tags/Assignment': needs('TAGS_WRITE_AND_READ'),
  'group/merge-parameters': needs('GROUP_PARAMETERS'),
  'partner/commerce': needs('COMERCIOS'),
  // The sidebar's commerce transactions entry (its page, /dashboards/transactions, is open to all).
  'commerce/transactions': needs('COMMERCE_TRANSACTIONS_READ'),
  'report/download': needs('MANAGE_REPORT_PERMISSION'),
  'bundle-edit': open,
  // The route table opens the app's edit URLs to readers: without a record they explain, not refuse.
  'appmanagement/edit': needs('APP_READ'),
  'appmanagement/update': needs('APP_READ'),
  // Installs at fleet scale: any kind's install permission opens it; each kind needs its own (actions).
  'fleet-install': { ...needs(...Object.values(installPermissions)), actions: installPermissions },
  'dashboards/advertisement': open,
  'dashboards/transactions': open,
  'dashboards/helpdesk': open,
  'dashboards/monitoring': open,
  'dashboards/crypto': open,
  'dashboards/project-management': open,
  'dashboards/product': open,
};

/** The rule of a declared resource: its read and write permissions, flag and entity limits. */
export const resourceRule = (schema: ResourceSchema): RouteRule => ({
  read: readPermissions(schema),
  readMode: 'any',
  write: schema.permissions.write,
  update: schema.permissions.update,
  flag: schema.menu?.flag,
  writeEntities: writerEntitiesOf(schema),
  hiddenForEntities: hiddenEntitiesOf(schema),
  actions: schema.permissions.actions,
  editPage: schema.permissions.editPage,
  page: schema.permissions.page,
});

/**
 * Every route's rule, keyed by react-admin resource name or custom route path. Resources without
 * a route have one too: references to them read their records.
 */
export const buildRouteRules = (schemas: readonly ResourceSchema[]): Record<string, RouteRule> => ({
  ...customRouteRules,
  ...Object.fromEntries(schemas.map((schema) => [schema.resource, resourceRule(schema)])),
});
