import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { SandboxContext } from '../context';
import { refuse } from '../errors';
import type { RequestSession } from '../guard';
import type { StoredRecord } from '../storage/repository';
import { noteWrite } from '../activityRegister/writeNotes';
import { writeTransaction } from '../storage/writeTransaction';
import { assertReferences, assertUnique } from './checks';
import { assertNoDependents } from './dependents';
import { ruleContextOf } from './domainRules';
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
const notFound = () => refuse(404, 'GM-0010');

/**
 * A record of the caller's entity (or global data) that its domain's rules let it see; any other
 * is 404, as another entity's.
 */
export const findRecord = async (scope: Scope, id: number): Promise<StoredRecord> => {
  const { context, schema, session } = scope;
  const record = Number.isSafeInteger(id) && id > 0 ? context.store.get(schema.name, id, session.entityId) : undefined;
  if (!record || hooksOf(scope)?.visible?.(record, session) === false) throw notFound();
  if (!(await context.rules.visible(schema.name, record, ruleContextOf(context, session)))) throw notFound();
  return record;
};

/**
 * Validation (400), uniqueness (400), references (409), then the domain's rules, the service's own
 * steps and the insert in one transaction.
 */
export const createRecord = async (scope: Scope, body: unknown): Promise<StoredRecord> => {
  const { context, schema, session } = scope;
  const input = creationInput(schema, body);
  assertUnique(context.store, schema, session.entityId, input);
  assertReferences(context.store, schema, session.entityId, input);
  const created = await writeTransaction(context.db, async () => {
    const ruled = await context.rules.beforeCreate(schema.name, input, ruleContextOf(context, session));
    const hooks = hooksOf(scope);
    const data = hooks?.beforeCreate ? hooks.beforeCreate(ruled, hookContext(scope)) : ruled;
    const record = context.store.insert(schema.name, session.entityId, data);
    hooks?.afterCreate?.(record, ruled, hookContext(scope));
    return context.store.get(schema.name, record.id) ?? record;
  });
  noteWrite(session, { schema, kind: 'create', id: created.id, before: null, after: created });
  return created;
};

/** The same checks on the stored record with the body applied; fields the body omits keep their values. */
export const updateRecord = async (scope: Scope, id: number, body: unknown): Promise<StoredRecord> => {
  const { context, schema, session } = scope;
  const stored = await findRecord(scope, id);
  const input = updateInput(schema, stored, body);
  assertUnique(context.store, schema, session.entityId, input, id);
  assertReferences(context.store, schema, session.entityId, input);
  const updated = await writeTransaction(context.db, async () => {
    const ruled = await context.rules.beforeUpdate(schema.name, input, stored, ruleContextOf(context, session));
    const hooks = hooksOf(scope);
    const data = hooks?.beforeUpdate ? hooks.beforeUpdate(id, ruled, hookContext(scope)) : ruled;
    const record = context.store.update(schema.name, id, data);
    hooks?.afterUpdate?.(record, ruled, hookContext(scope));
    return context.store.get(schema.name, id) ?? record;
  });
  noteWrite(session, { schema, kind: 'update', id, before: stored, after: updated });
  return updated;
};

/** Refused while other records still point at it after its hooks (409 GM-0006 / GM-0007); answers what was deleted. */
export const deleteRecord = async (scope: Scope, id: number): Promise<StoredRecord> => {
  const { context, schema, session } = scope;
  const stored = await findRecord(scope, id);
  await writeTransaction(context.db, async () => {
    // Rules and hooks first: they may refuse, or take with them what the record's deletion also removes.
    await context.rules.beforeDelete(schema.name, stored, ruleContextOf(context, session));
    hooksOf(scope)?.beforeDelete?.(id, hookContext(scope));
    assertNoDependents(context.store, context.db, schema, id);
    context.store.delete(schema.name, id);
  });
  noteWrite(session, { schema, kind: 'delete', id, before: stored, after: null });
  return stored;
};
