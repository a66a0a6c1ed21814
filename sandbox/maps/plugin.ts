import type { FastifyRequest } from 'fastify';
import { MAX_ZOOM, MIN_ZOOM, parseBbox, type TerminalCoordinatesQuery } from '../../resources/maps/clustering';
import { onlineSince, onlineWindowMinutes, terminals } from '../../resources/terminals/schema';
import type { SandboxPlugin } from '../context';
import { createEntityConfigStore } from '../entities/entityConfig';
import { fieldRefusal, idFrom } from '../terminals/detail/access';
import { sessionOf } from '../guard';
import { createCoordinateQueries } from './coordinates';

type Query = Record<string, string | undefined>;

const queryOf = (query: Query): TerminalCoordinatesQuery => {
  const zoom = Number(query.zoom ?? 5);
  if (!Number.isInteger(zoom) || zoom < MIN_ZOOM || zoom > MAX_ZOOM) throw fieldRefusal('zoom', 'GM-0004');
  const bbox = query.bbox === undefined ? undefined : parseBbox(query.bbox);
  if (query.bbox !== undefined && !bbox) throw fieldRefusal('bbox', 'GM-0004');
  const idOf = (name: 'brandId' | 'commerceId') => {
    if (query[name] === undefined || query[name] === '') return undefined;
    const id = idFrom(query[name]);
    if (id === undefined) throw fieldRefusal(name, 'GM-0004');
    return id;
  };
  const online = query.online === 'true' ? true : query.online === 'false' ? false : undefined;
  return { zoom, bbox, online, brandId: idOf('brandId'), commerceId: idOf('commerceId') };
};

/**
 * GET /terminal/api/v1/Terminal/terminal-coordinates?zoom=&bbox=west,south,east,north[&online=&brandId=&commerceId=]:
 * the entity's located terminals as grid clusters of the box (clustering.ts), their total and
 * bounds, narrowed to a partner's commerces (its declaration: sandbox/gate/declarations).
 */
export const mapsPlugin: SandboxPlugin = async (app, context) => {
  const coordinates = createCoordinateQueries(context.db);
  const configs = createEntityConfigStore(context.db);
  app.get(
    `/${terminals.service}/${terminals.path}/terminal-coordinates`,
    async (request: FastifyRequest<{ Querystring: Query }>) => {
      const session = sessionOf(request);
      const since = onlineSince(Date.now(), onlineWindowMinutes(configs.read(session.entityId)));
      return coordinates(session.entityId, queryOf(request.query), since, context.partnerScope.commerceIdsOf(session));
    },
  );
};
