import type { DataProvider } from 'ra-core';
import { accessRefusalOf, crudAccess, flagRefusalOf, type CrudMethod } from '../resources/core/resourceAccess';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import { refuse, type ServiceError } from '../resources/core/serviceError';
import { signedInUser, type FakeSession } from './fakeSession';
import type { ErrorMapper } from './httpClient';

/**
 * The sandbox's resource gate on the in-memory provider's generic calls: the same permission by
 * operation and the same menu flag of the entity (resources/core/resourceAccess.ts), refused with
 * the same 403 bodies, and 401 with no token. A session without a token reader is a test's that
 * does not depend on who is signed in.
 */
export const withResourceAccess = (
  provider: DataProvider,
  schemas: readonly ResourceSchema[],
  session: FakeSession,
  currentEntity: () => number,
  configOf: (entityId: number) => Readonly<Record<string, string>>,
  mapError: ErrorMapper,
): DataProvider => {
  const byResource = new Map(schemas.map((schema) => [schema.resource, schema]));
  const refusalOf = (method: CrudMethod, resource: string): ServiceError | undefined => {
    const schema = byResource.get(resource);
    if (!schema || !session.token) return undefined;
    if (!session.token()) return refuse(401, 'GM-0001');
    const entityId = currentEntity();
    return (
      accessRefusalOf(crudAccess[method], signedInUser(session).permissions, entityId, schema) ??
      (schema.menu?.flag ? flagRefusalOf([schema.menu.flag], configOf(entityId)) : undefined)
    );
  };
  const gate = <M extends CrudMethod>(method: M): DataProvider[M] =>
    ((resource: string, params: never) => {
      const refusal = refusalOf(method, resource);
      if (refusal) return Promise.reject(mapError(refusal.status, refusal.body, JSON.stringify(refusal.body)));
      return (provider[method] as (resource: string, params: never) => Promise<unknown>)(resource, params);
    }) as DataProvider[M];
  const gated = Object.fromEntries((Object.keys(crudAccess) as CrudMethod[]).map((method) => [method, gate(method)]));
  return { ...provider, ...gated };
};
