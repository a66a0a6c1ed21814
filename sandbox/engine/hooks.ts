import type { RequestSession } from '../guard';

export interface HookContext {
  /** The entity the write is scoped to. */
  entityId: number;
  session: RequestSession;
}

/**
 * What a resource needs beyond the generic rules, around the engine's writes. Identity, for
 * instance, keeps a user's password out of the record and in its credentials.
 */
export interface ResourceHooks {
  /** Gets the validated data before it is stored; returns what to store (may refuse with a ServiceError). */
  beforeCreate?(data: Record<string, unknown>, context: HookContext): Record<string, unknown>;
  /** Gets the stored record and the validated input (which may hold secrets the record does not). */
  afterCreate?(
    record: { id: number } & Record<string, unknown>,
    input: Record<string, unknown>,
    context: HookContext,
  ): void;
  beforeUpdate?(id: number, data: Record<string, unknown>, context: HookContext): Record<string, unknown>;
  afterUpdate?(
    record: { id: number } & Record<string, unknown>,
    input: Record<string, unknown>,
    context: HookContext,
  ): void;
  beforeDelete?(id: number, context: HookContext): void;
  /** Narrows a list's filter for the caller (a partner sees only its assigned commerces). */
  scopeFilter?(filter: Record<string, unknown>, session: RequestSession): Record<string, unknown>;
  /** Whether the caller may see one record; a record it may not is 404, as another entity's. */
  visible?(record: { id: number } & Record<string, unknown>, session: RequestSession): boolean;
}

export type HookRegistry = Map<string, ResourceHooks>;

/**
 * Adds behaviour to a resource's hooks without losing what other parts registered before: each
 * step runs the earlier hooks first (a refusal they make, such as a permission check, stops the
 * write before the added step runs), then the added one, passing the data along.
 */
export const addHooks = (registry: HookRegistry, name: string, added: ResourceHooks): void => {
  const had = registry.get(name) ?? {};
  registry.set(name, {
    beforeCreate: (data, context) => {
      const kept = had.beforeCreate ? had.beforeCreate(data, context) : data;
      return added.beforeCreate ? added.beforeCreate(kept, context) : kept;
    },
    afterCreate: (record, input, context) => {
      had.afterCreate?.(record, input, context);
      added.afterCreate?.(record, input, context);
    },
    beforeUpdate: (id, data, context) => {
      const kept = had.beforeUpdate ? had.beforeUpdate(id, data, context) : data;
      return added.beforeUpdate ? added.beforeUpdate(id, kept, context) : kept;
    },
    afterUpdate: (record, input, context) => {
      had.afterUpdate?.(record, input, context);
      added.afterUpdate?.(record, input, context);
    },
    beforeDelete: (id, context) => {
      had.beforeDelete?.(id, context);
      added.beforeDelete?.(id, context);
    },
    scopeFilter: (filter, session) => {
      const kept = had.scopeFilter ? had.scopeFilter(filter, session) : filter;
      return added.scopeFilter ? added.scopeFilter(kept, session) : kept;
    },
    visible: (record, session) =>
      (had.visible?.(record, session) ?? true) && (added.visible?.(record, session) ?? true),
  });
};
