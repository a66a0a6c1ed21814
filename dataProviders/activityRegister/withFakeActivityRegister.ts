import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import { actionOfWrite, changesOf, writeDetail, type WriteKind } from '../../resources/activityRegister/registerEntry';
import { activityRegister } from '../../resources/activityRegister/schema';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { decodeClaims } from '../../resources/identity/tokenClaims';
import type { SessionReader } from '../httpClient';
import type { FakeRegisterLog } from './fakeRegisterLog';

interface Options {
  schemas: readonly ResourceSchema[];
  unscoped: DataProvider;
  log: FakeRegisterLog;
  session: Partial<Pick<SessionReader, 'token'>>;
  currentEntity: () => number;
}

const methods: Record<WriteKind, string> = { create: 'POST', update: 'PUT', delete: 'DELETE' };
const statuses: Record<WriteKind, number> = { create: 201, update: 200, delete: 200 };

const refusalOf = (error: unknown) =>
  error instanceof HttpError
    ? { status: Number(error.status), code: typeof error.body?.Code === 'string' ? error.body.Code : undefined }
    : { status: 500, code: undefined };

/**
 * The in-memory provider registers its writes as the services do (one shared entry shape): each
 * create, update and delete, done or refused, with the record's changed fields. Reads of the
 * register wait for the appends before them.
 */
export const withFakeActivityRegister = <P extends DataProvider>(provider: P, options: Options): P => {
  const { schemas, unscoped, log, session, currentEntity } = options;
  const byResource = new Map(schemas.map((schema) => [schema.resource, schema]));
  const stored = (resource: string, id: Identifier) =>
    unscoped.getOne<RaRecord>(resource, { id }).then(
      ({ data }) => data,
      () => null,
    );

  const register = async (
    schema: ResourceSchema,
    kind: WriteKind,
    id: Identifier | null,
    records: { before: RaRecord | null; after: RaRecord | null } | { error: unknown },
  ) => {
    const claims = decodeClaims(session.token?.() ?? '');
    const actor = {
      entityId: currentEntity(),
      userId: Number(claims?.UserId ?? 0),
      userName: String(claims?.UserName ?? ''),
    };
    const route = `/${schema.service}/${schema.path}${kind === 'create' ? '' : '/:id'}`;
    const refused = 'error' in records ? refusalOf(records.error) : undefined;
    await log.append(actor, {
      action: actionOfWrite(schema.name, kind),
      objectType: schema.name,
      objectId: id,
      outcome: refused ? 'REFUSED' : 'SUCCESS',
      detail: writeDetail(methods[kind], route, refused?.status ?? statuses[kind], refused?.code),
      changes: 'error' in records ? '' : changesOf(schema, records.before, records.after),
    });
  };

  /** Runs one write and registers it, done or refused. */
  const registered = async <T>(
    resource: string,
    kind: WriteKind,
    id: Identifier | null,
    write: () => Promise<T>,
    recordOf: (result: T) => RaRecord | null,
  ) => {
    const schema = byResource.get(resource);
    if (!schema || schema.name === activityRegister.name) return write();
    const before = id === null ? null : await stored(resource, id);
    try {
      const result = await write();
      const after = recordOf(result);
      await register(schema, kind, id ?? after?.id ?? null, { before, after });
      return result;
    } catch (error) {
      await register(schema, kind, id, { error });
      throw error;
    }
  };

  /** A bulk write registers each record, as the services register each of its calls. */
  const registeredMany = async <T>(
    resource: string,
    kind: WriteKind,
    ids: readonly Identifier[],
    write: () => Promise<T>,
  ) => {
    const schema = byResource.get(resource);
    if (!schema || schema.name === activityRegister.name) return write();
    const befores = await Promise.all(ids.map((id) => stored(resource, id)));
    try {
      const result = await write();
      for (const [index, id] of ids.entries())
        await register(schema, kind, id, {
          before: befores[index],
          after: kind === 'delete' ? null : await stored(resource, id),
        });
      return result;
    } catch (error) {
      for (const id of ids) await register(schema, kind, id, { error });
      throw error;
    }
  };

  const settledFirst =
    <P, R>(read: (resource: string, params: P) => Promise<R>) =>
    async (resource: string, params: P) => {
      if (resource === activityRegister.resource) await log.settled();
      return read(resource, params);
    };

  return {
    ...provider,
    getList: settledFirst(provider.getList),
    getOne: settledFirst(provider.getOne),
    getMany: settledFirst(provider.getMany),
    create: (resource, params) =>
      registered(
        resource,
        'create',
        null,
        () => provider.create(resource, params),
        ({ data }) => data,
      ),
    update: (resource, params) =>
      registered(
        resource,
        'update',
        params.id,
        () => provider.update(resource, params),
        ({ data }) => data,
      ),
    delete: (resource, params) =>
      registered(
        resource,
        'delete',
        params.id,
        () => provider.delete(resource, params),
        () => null,
      ),
    updateMany: (resource, params) =>
      registeredMany(resource, 'update', params.ids, () => provider.updateMany(resource, params)),
    deleteMany: (resource, params) =>
      registeredMany(resource, 'delete', params.ids, () => provider.deleteMany(resource, params)),
  };
};
