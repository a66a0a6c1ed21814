import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { SandboxContext } from '../context';
import { refuse } from '../errors';
import type { RequestSession } from '../guard';
import type { StoredRecord } from '../store/repository';
import { assertReferences, assertUnique } from './checks';
import { assertNoDependents } from './dependents';
import type { HookContext } from './hooks';
import { creationInput, updateInput } from './input';

/** One resource as seen by one caller: its entity decides which records exist. */
export interface Scope {
  context: SandboxContext;
  schema: ResourceSchema;
  session: RequestSession;
}

const hookContext = ({ session }: Scope): HookContext => ({ entityId: session.entityId, session });
const hooksOf = ({ context, schema }: Scope) => context.hooks.get(schema.name);

/** A record of the caller's entity (or global data); another entity's records are 404 too. */
export const findRecord = ({ context, schema, session }: Scope, id: number): StoredRecord => {
  const record = Number.isSafeInteger(id) && id > 0 ? context.store.get(schema.name, id, session.entityId) : undefined;
  if (!record || context.hooks.get(schema.name)?.visible?.(record, session) === false) throw refuse(404, 'GM-0010');
  return record;
};

/** Validation (400), uniqueness (400), references (409), hooks, then the insert; all or nothing. */
export const createRecord = (scope: Scope, body: unknown): StoredRecord => {
  const { context, schema, session } = scope;
  const input = creationInput(schema, body);
  return context.db.transaction(() => {
    assertUnique(context.store, schema, session.entityId, input);
    assertReferences(context.store, schema, session.entityId, input);
    const hooks = hooksOf(scope);
    const data = hooks?.beforeCreate ? hooks.beforeCreate(input, hookContext(scope)) : input;
    const record = context.store.insert(schema.name, session.entityId, data);
    hooks?.afterCreate?.(record, input, hookContext(scope));
    return context.store.get(schema.name, record.id) ?? record;
  })();
};

/** The same checks on the stored record with the body applied; fields the body omits keep their values. */
export const updateRecord = (scope: Scope, id: number, body: unknown): StoredRecord => {
  const { context, schema, session } = scope;
  const stored = findRecord(scope, id);
  const input = updateInput(schema, stored, body);
  return context.db.transaction(() => {
    assertUnique(context.store, schema, session.entityId, input, id);
    assertReferences(context.store, schema, session.entityId, input);
    const hooks = hooksOf(scope);
    const data = hooks?.beforeUpdate ? hooks.beforeUpdate(id, input, hookContext(scope)) : input;
    const record = context.store.update(schema.name, id, data);
    hooks?.afterUpdate?.(record, input, hookContext(scope));
    return context.store.get(schema.name, id) ?? record;
  })();
};

/** Refused while other records still point at it after its hooks (409 GM-0006 / GM-0007); answers what was deleted. */
export const deleteRecord = (scope: Scope, id: number): StoredRecord => {
  const { context, schema } = scope;
  const stored = findRecord(scope, id);
  context.db.transaction(() => {
    // Hooks first: they may refuse, or take with them what the record's deletion also removes.
    hooksOf(scope)?.beforeDelete?.(id, hookContext(scope));
    assertNoDependents(context.store, context.db, schema, id);
    context.store.delete(schema.name, id);
  })();
  return stored;
};
