import type { FastifyInstance } from 'fastify';
import {
  DELETED_FILTER,
  ONLINE_FILTER,
  onlineSince,
  onlineWindowMinutes,
  terminals,
} from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { createEntityConfigStore } from '../../entities/entityConfig';
import type { SqlCondition } from '../../storage/filters';
import { columnOf } from '../../storage/tables';
import { createOnlineIndexes } from './onlineIndexes';

/** The `online` filter's value once the request's entity is known: the state and the window's start. */
interface OnlineQuery {
  online: boolean;
  since: string;
}

const isOnlineQuery = (value: unknown): value is OnlineQuery =>
  typeof value === 'object' && value !== null && 'online' in value && 'since' in value;

const asBoolean = (value: unknown) => value === true || value === 'true' || value === 1;

/**
 * `online`: last connection within the window (an index range on the last connection date);
 * offline is the rest, terminals that never connected included. A bare true/false (a caller of
 * the store, not of HTTP) uses the default window.
 */
export const onlineCondition =
  (now: () => number) =>
  (value: unknown): SqlCondition => {
    const query = isOnlineQuery(value)
      ? value
      : { online: asBoolean(value), since: onlineSince(now(), onlineWindowMinutes({})) };
    const column = columnOf('lastConnectionDate');
    return query.online
      ? { sql: `${column} >= ?`, params: [query.since], indexed: true }
      : { sql: `(${column} IS NULL OR ${column} < ?)`, params: [query.since], indexed: true };
  };

/**
 * `deleted`: a terminal created without the flag is not deleted. Nearly every terminal is not, so
 * this condition selects little: it is checked row by row beside the other filters rather than
 * intersected with them (`indexed` false), which keeps online + not deleted an index range.
 */
export const deletedCondition = (value: unknown): SqlCondition => {
  const column = columnOf(DELETED_FILTER);
  return asBoolean(value) ? { sql: `${column} = 1`, params: [] } : { sql: `${column} IS NOT 1`, params: [] };
};

const LIST_URLS = [terminals.path, terminals.listPath ?? terminals.path].map((path) => `/${terminals.service}/${path}`);

/**
 * Registers both filters (and the indexes that serve `online`) and, on terminal list requests, replaces `online: true|false` with the
 * window of the caller's entity (entity configuration TERMINAL_ONLINE_MINUTES): custom filters
 * see only their value, not who asks.
 */
export const registerTerminalFilters = (app: FastifyInstance, context: SandboxContext, now: () => number) => {
  const configs = createEntityConfigStore(context.db);
  createOnlineIndexes(context.db);
  context.store.addCustomFilter(terminals.name, ONLINE_FILTER, onlineCondition(now));
  context.store.addCustomFilter(terminals.name, DELETED_FILTER, deletedCondition);
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' || !LIST_URLS.includes(request.routeOptions.url ?? '') || !request.session) return;
    const query = request.query as Record<string, unknown>;
    if (typeof query.filter !== 'string' || !query.filter.includes(`"${ONLINE_FILTER}"`)) return;
    let filter: unknown;
    try {
      filter = JSON.parse(query.filter);
    } catch {
      return; // the engine answers the malformed filter
    }
    if (typeof filter !== 'object' || filter === null || !(ONLINE_FILTER in filter)) return;
    const state = (filter as Record<string, unknown>)[ONLINE_FILTER];
    if (state === undefined || state === null || state === '') return;
    const minutes = onlineWindowMinutes(configs.read(request.session.entityId));
    const online: OnlineQuery = { online: asBoolean(state), since: onlineSince(now(), minutes) };
    query.filter = JSON.stringify({ ...filter, [ONLINE_FILTER]: online });
  });
};
