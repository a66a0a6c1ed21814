import type { FastifyRequest } from 'fastify';
import {
  actionOfWrite,
  changesOf,
  writeDetail,
  type RegisterAction,
  type RegisterActor,
  type RegisterEvent,
  type WriteKind,
} from '../../resources/activityRegister/registerEntry';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { RequestSession } from '../guard';
import { notedWrites } from './writeNotes';

/** How a route answered: its status and, for a refusal, the error code. */
export interface RouteAnswer {
  status: number;
  code?: string;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** POST routes that compute, check or list without changing anything. */
const READ_ONLY_ROUTES = [
  /\/(impact|preview|validation|states|validate2facode|ValidateSecureCode)$/,
  /\/Report\/terminal-report$/,
  /^\/sandbox\//,
];

/** Routes that are security events or exports, by their path; other writes are creations, updates or deletions. */
const ROUTE_ACTIONS: readonly (readonly [RegExp, RegisterAction])[] = [
  [/\/hard-delete$/, 'HARD_DELETE'],
  [/\/unblock$/, 'UNLOCK'],
  [/\/TwoFA\/(enable2fa|regenerateQr)$/, 'TWO_FACTOR_ENROL'],
  [/\/TwoFA\/disable2fa(\/:userId)?$/, 'TWO_FACTOR_RESET'],
  [/\/approve$/, 'APPROVE'],
  [/\/reject$/, 'REJECT'],
  [/\/User\/invalidate\/token$/, 'LOGOUT'],
  [/\/Report\/.+\/(csv|excel|xlsx|:format)$/, 'EXPORT'],
  [/\/action-registry\/excel$/, 'EXPORT'],
  [/\/(InstallApp|UninstallApp|install)$/, 'INSTALL'],
];

const kindOfMethod: Record<string, WriteKind> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

export const isReadOnlyRoute = (route: string) => READ_ONLY_ROUTES.some((pattern) => pattern.test(route));

/** The resource a route works on (the longest declared path it starts with), else the route itself. */
export const routeObjectTypes = (schemas: readonly ResourceSchema[]) => {
  const bases = schemas
    .map((schema) => ({ name: schema.name, base: `/${schema.service}/${schema.path}` }))
    .sort((a, b) => b.base.length - a.base.length);
  return (route: string) => bases.find(({ base }) => route === base || route.startsWith(`${base}/`))?.name ?? route;
};

const idParameter = (request: FastifyRequest) => {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const id = params.id ?? params.userId ?? params.profileId;
  return typeof id === 'string' ? id : null;
};

/**
 * The entries of one write by a signed-in user: one per record the engine wrote (with its changed
 * fields), or one for the route when it wrote no record through the engine or was refused.
 */
export const routeEvents = (
  request: FastifyRequest,
  session: RequestSession,
  answer: RouteAnswer,
  objectTypeOf: (route: string) => string,
): { actor: RegisterActor; event: RegisterEvent }[] => {
  const route = request.routeOptions.url ?? request.url;
  const actor = { entityId: session.entityId, userId: session.userId, userName: session.userName };
  const succeeded = answer.status < 400;
  const detail = writeDetail(request.method, route, answer.status, answer.code);
  const routeAction = ROUTE_ACTIONS.find(([pattern]) => pattern.test(route))?.[1];
  const writes = succeeded ? notedWrites(session) : [];
  if (writes.length)
    return writes.map(({ schema, kind, id, before, after }) => ({
      actor,
      event: {
        action: routeAction ?? actionOfWrite(schema.name, kind),
        objectType: schema.name,
        objectId: id,
        outcome: 'SUCCESS',
        detail,
        changes: changesOf(schema, before, after),
      },
    }));
  const objectType = objectTypeOf(route);
  return [
    {
      actor,
      event: {
        action: routeAction ?? actionOfWrite(objectType, kindOfMethod[request.method] ?? 'update'),
        objectType,
        objectId: idParameter(request),
        outcome: succeeded ? 'SUCCESS' : 'REFUSED',
        detail,
      },
    },
  ];
};
