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
}

export type HookRegistry = Map<string, ResourceHooks>;
