import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { SandboxContext } from '../context';
import type { RequestSession } from '../guard';
import type { StoredRecord } from '../storage/repository';
import { requireRead } from './access';
import { scopedFilter } from './domainRules';
import { parseListParams, type QueryString } from './query';
import { findRecord } from './records';

/**
 * Reads for a service's own routes over an engine resource, with the checks of the resource's
 * simple-rest routes: its read permission (the gate has checked it and the entity flag before),
 * the caller's entity, and the domains' scope (a partner's assigned commerces).
 */
export const scopedReads = (context: SandboxContext, schema: ResourceSchema) => {
  const allowed = (session: RequestSession) => requireRead(session, schema);
  return {
    /** The read permission check alone. */
    check: allowed,
    /** One page of the records the caller may see, from the simple-rest `filter`, `sort` and `range`. */
    list: async (session: RequestSession, query: QueryString, filter: Record<string, unknown> = {}) => {
      allowed(session);
      const params = parseListParams(schema, query);
      const scoped = await scopedFilter(context, session, schema.name, { ...params.filter, ...filter });
      return context.store.list(schema.name, { ...params, filter: scoped, entityId: session.entityId });
    },
    /** A record the caller may see; any other is 404 GM-0010. */
    find: async (session: RequestSession, id: number): Promise<StoredRecord> => {
      allowed(session);
      return findRecord({ context, schema, session }, id);
    },
  };
};
