import type { DomainHooks, Filter, RuleContext, StoredRow, Values } from './domainHooks';

/**
 * The rules of every domain applied in the order they are declared, the record passed from one
 * to the next: what both back ends call around their writes and reads.
 */
export const createRuleRunner = (hooks: DomainHooks) => {
  const rulesOf = (resource: string) => hooks[resource] ?? [];

  const beforeCreate = async (resource: string, data: Values, context: RuleContext) => {
    let current = data;
    for (const rule of rulesOf(resource)) if (rule.beforeCreate) current = await rule.beforeCreate(current, context);
    return current;
  };

  const beforeUpdate = async (resource: string, data: Values, stored: StoredRow, context: RuleContext) => {
    let current = data;
    for (const rule of rulesOf(resource))
      if (rule.beforeUpdate) current = await rule.beforeUpdate(current, stored, context);
    return current;
  };

  const beforeDelete = async (resource: string, stored: StoredRow, context: RuleContext) => {
    for (const rule of rulesOf(resource)) await rule.beforeDelete?.(stored, context);
  };

  const scopeFilter = async (resource: string, filter: Filter, context: RuleContext) => {
    let current = filter;
    for (const rule of rulesOf(resource)) if (rule.scopeFilter) current = await rule.scopeFilter(current, context);
    return current;
  };

  const visible = async (resource: string, record: StoredRow, context: RuleContext) => {
    for (const rule of rulesOf(resource)) if (rule.visible && !(await rule.visible(record, context))) return false;
    return true;
  };

  /** Whether any rule of the resource reads or narrows what the caller sees. */
  const scopes = (resource: string) => rulesOf(resource).some((rule) => rule.scopeFilter || rule.visible);

  return { beforeCreate, beforeUpdate, beforeDelete, scopeFilter, visible, scopes, rulesOf };
};

export type RuleRunner = ReturnType<typeof createRuleRunner>;
