import { grants } from '../resources/core/access';
import type { RouteRule } from './routeRules';

export interface AccessContext {
  permissions: readonly string[];
  entityId: number;
  /** The entity configuration (flags as 'true'/'false'). */
  config: Readonly<Record<string, string>>;
  /** The token says the user is a system administrator (it acts so in every entity). */
  systemAdministrator?: boolean;
}

const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);

/**
 * Opening a record's edit page. 'edit' itself stays 'may change the record' (react-admin's edit
 * buttons and row links ask it); the page opens to readers where the rule says so.
 */
export const OPEN_EDIT_PAGE = 'openEditPage';

/**
 * Opening a route's own screens (its list and show pages, its menu entry): reading, plus the
 * rule's `page` permission where the route table asks more. 'list' itself stays 'may read the
 * records', which references and pickers ask.
 */
export const OPEN_PAGE = 'openPage';

/**
 * Whether a user may perform an action on a route: pure, so the menu, the route guards, the
 * buttons and the tests all ask the same question.
 */
export const canAccessRoute = (rule: RouteRule | undefined, context: AccessContext, action: string): boolean => {
  if (!rule) return false;
  if (rule.hiddenForEntities?.includes(context.entityId)) return false;
  if (rule.flag && context.config[rule.flag] !== 'true') return false;
  const readable =
    rule.read.length === 0 ||
    (rule.readMode === 'all'
      ? rule.read.every((permission) => grants(context.permissions, permission))
      : rule.read.some((permission) => grants(context.permissions, permission)));
  if (READ_ACTIONS.has(action)) return readable;
  if (action === OPEN_PAGE) return readable && (!rule.page || grants(context.permissions, rule.page));
  if (action === OPEN_EDIT_PAGE) return rule.editPage === 'read' ? readable : canAccessRoute(rule, context, 'edit');
  const named = rule.actions && Object.hasOwn(rule.actions, action) ? rule.actions[action] : undefined;
  if (named) return readable && grants(context.permissions, named);
  const editsWithUpdate = action === 'edit' && readable && rule.update && grants(context.permissions, rule.update);
  if (!editsWithUpdate && (!rule.write || !grants(context.permissions, rule.write))) return false;
  return !rule.writeEntities || rule.writeEntities.includes(context.entityId);
};
