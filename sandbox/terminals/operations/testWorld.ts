import { callerOf, type Json } from '../../engine/testApi';
import type { TestSandbox } from '../../testing/startSandbox';

/** Helpers over a test sandbox: admin calls in entity 9 and the records they touch. */
export const operationsApi = async (sandbox: TestSandbox) => {
  const call = callerOf(sandbox);
  const admin = await sandbox.tokenFor('admin', 9);
  const readonly = await sandbox.tokenFor('readonly', 9);
  const as = (token: string) => (method: string, path: string, body?: unknown) =>
    call(method, path, { token, entity: 9, body });
  const store = sandbox.context.store;
  const terminals = store.list('terminals', { entityId: 9, range: [0, 4999] }).records as Json[];
  const commerces = store.list('commerces', { entityId: 9, range: [0, 99] }).records as Json[];
  const tags = store.list('tags', { entityId: 9, range: [0, 99] }).records as Json[];
  return { call: as(admin.token), asReadonly: as(readonly.token), store, terminals, commerces, tags };
};
