import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { grants } from '../../../resources/core/access';
import { planInstall } from '../../../resources/fleetInstalls/impact';
import {
  EXPIRY_DAYS,
  installKinds,
  installOperations,
  installPermissions,
  targetStates,
  type InstallKind,
  type InstallRequest,
} from '../../../resources/fleetInstalls/shapes';
import { onlineSince, onlineWindowMinutes } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { createEntityConfigStore } from '../../entities/entityConfig';
import { refuse, ServiceError } from '../../errors';
import { sessionOf, type RequestSession } from '../../guard';
import { parseBody } from '../../terminals/operations/requests';
import type { BatchBook } from './batches';
import type { InstallStore } from './installStore';
import { installSubject } from './installSubject';
import { installTargetSchema, terminalsOfInstallTarget } from './installTargets';

const BASE = '/api/v1/Application/install';

const requestSchema = z
  .object({
    kind: z.enum(installKinds),
    id: z.number().int().positive(),
    operation: z.enum(installOperations).default('install'),
    target: installTargetSchema,
    rollout: z
      .object({
        waveSize: z.number().positive().max(100_000),
        unit: z.enum(['count', 'percent']),
        threshold: z.number().min(0).max(100),
      })
      .strict()
      .nullable()
      .optional(),
    confirmPartial: z.boolean().optional(),
    expiryDays: z.number().int().min(1).max(EXPIRY_DAYS.max).optional(),
  })
  .strict();

/** UninstallApp: the version to take off the listed terminals, as InstallApp names it. */
const uninstallSchema = z
  .object({
    appVersionId: z.number().int().positive(),
    terminalIds: z.array(z.number().int().positive()).min(1).max(1_000),
    confirmPartial: z.boolean().optional(),
  })
  .strict();

const pageQuery = z.object({
  state: z.enum(targetStates).optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(0).default(49),
});

/** 403 GM-0001 unless the caller may install this kind (spec section 6). */
const requireKind = (session: RequestSession, kind: InstallKind) => {
  if (!grants(session.permissions, installPermissions[kind])) throw refuse(403, 'GM-0001');
};

/**
 * Installs at fleet scale on the app service (spec section 7, Application: InstallApp,
 * UninstallApp, install to many terminals): the impact of an install, the install itself (one
 * transaction however many terminals; UninstallApp {appVersionId, terminalIds} is an uninstall of
 * the version from those terminals), its summary and pages of its terminals, a retry of the
 * failed ones and the resumption of a stopped rollout.
 */
export const installRoutes = (
  scope: FastifyInstance,
  context: SandboxContext,
  installs: InstallStore,
  batches: BatchBook,
  now: () => number,
) => {
  const configs = createEntityConfigStore(context.db);
  const sinceFor = (session: RequestSession) => onlineSince(now(), onlineWindowMinutes(configs.read(session.entityId)));

  const plan = async (session: RequestSession, request: InstallRequest) => {
    requireKind(session, request.kind);
    const subject = installSubject(context, session.entityId, request.kind, request.id);
    const found = await terminalsOfInstallTarget(context, session, request.target, sinceFor(session), batches);
    const { reached, impact } = planInstall({
      terminals: found.terminals,
      reach: subject.reach,
      installOnTransaction: subject.installOnTransaction,
      rollout: request.rollout,
      otherEntity: found.otherEntity,
      unknownSerials: found.unknownSerials,
    });
    return { subject, reached, impact };
  };

  const installOf = (session: RequestSession, rawId: string) => {
    const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : -1;
    const install = installs.find(id, session.entityId, now());
    if (!install) throw refuse(404, 'GM-0010');
    requireKind(session, install.kind as InstallKind);
    return install;
  };

  scope.post(`${BASE}/impact`, async (request) => {
    const session = sessionOf(request);
    return (await plan(session, parseBody(requestSchema, request.body))).impact;
  });

  const start = async (session: RequestSession, body: z.infer<typeof requestSchema>) => {
    const { subject, reached, impact } = await plan(session, body);
    // A terminal must be selected (spec section 5).
    if (reached.length === 0) throw refuse(400, 'TM-0007', { Errors: { target: 'TM-0007' } });
    if (impact.code && body.confirmPartial !== true)
      throw refuse(400, impact.code, { Errors: { target: impact.code } });
    return { id: installs.create(body, subject, reached, impact, session, now()), impact };
  };

  scope.post(BASE, async (request, reply) =>
    reply.status(201).send(await start(sessionOf(request), parseBody(requestSchema, request.body))),
  );

  scope.post('/api/v1/Application/UninstallApp', async (request, reply) => {
    const { appVersionId, terminalIds, confirmPartial } = parseBody(uninstallSchema, request.body);
    const body = { kind: 'appVersion', id: appVersionId, operation: 'uninstall', confirmPartial } as const;
    const install = { ...body, target: { kind: 'terminals' as const, terminalIds } };
    return reply.status(201).send(await start(sessionOf(request), install));
  });

  scope.get<{ Params: { id: string } }>(`${BASE}/:id`, async (request) =>
    installs.summary(installOf(sessionOf(request), request.params.id)),
  );

  scope.get<{ Params: { id: string } }>(`${BASE}/:id/terminals`, async (request) => {
    const install = installOf(sessionOf(request), request.params.id);
    const query = parseBody(pageQuery, request.query);
    return installs.rows(install.id, query.state, query._start, Math.min(query._end, query._start + 499));
  });

  scope.post<{ Params: { id: string } }>(`${BASE}/:id/retry`, async (request) => {
    const session = sessionOf(request);
    const install = installOf(session, request.params.id);
    const failed = installs.failedTerminalIds(install.id);
    if (failed.length === 0) throw refuse(400, 'TM-0007');
    const subject = installSubject(context, session.entityId, install.kind as InstallKind, install.target_id);
    const { terminals } = await terminalsOfInstallTarget(
      context,
      session,
      { kind: 'terminals', terminalIds: failed },
      sinceFor(session),
      batches,
    );
    installs.retry(install, subject, terminals, now());
    return installs.summary(installs.find(install.id, session.entityId, now()) ?? install);
  });

  scope.post<{ Params: { id: string } }>(`${BASE}/:id/cancel-waiting`, async (request) => {
    const session = sessionOf(request);
    const install = installOf(session, request.params.id);
    if (installs.cancelWaiting(install, now()) === 0) throw refuse(400, 'TM-0007');
    return installs.summary(installs.find(install.id, session.entityId, now()) ?? install);
  });

  scope.post<{ Params: { id: string } }>(`${BASE}/:id/resume`, async (request) => {
    const session = sessionOf(request);
    const install = installOf(session, request.params.id);
    if (install.state !== 'STOPPED') throw new ServiceError(409, { Message: 'the rollout is not stopped' });
    installs.resume(install);
    return installs.summary(installs.find(install.id, session.entityId, now()) ?? install);
  });
};
