import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guardedOverrides } from '../../resources/profiles/approvals/hostProposal';
import { terminalAnswer } from '../../resources/profiles/parameters/operations';
import { groupLayer, type GroupParameter } from '../../resources/profiles/parameters/groupLayer';
import { seedValues } from '../../resources/profiles/parameters/seedValues';
import type { ParameterValues, ProfileStatus } from '../../resources/profiles/parameters/types';
import { groups } from '../../resources/groups/schema';
import { profiles } from '../../resources/profiles/schema';
import { permissionPairs } from '../../resources/core/permissions';
import { terminals } from '../../resources/terminals/schema';
import type { SandboxContext } from '../context';
import { ruleContextOf } from '../engine/domainRules';
import type { StoredRecord } from '../storage/repository';
import { refuse } from '../errors';
import { sessionOf, type RequestSession } from '../guard';
import { parseBody, requirePermission } from '../terminals/operations/requests';
import type { ParameterTables } from './parameterTables';
import { settled } from './refusals';

const BASE = '/api/v1/TerminalParameterCollection';
const { read: READ, write: WRITE } = permissionPairs.terminalParameter;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const overridesBody = z.object({ overrides: z.record(z.string(), z.unknown()) });

/** A terminal's parameter layers as its caller may read them (its group's and profile's, its own overrides). */
export const terminalParameterLayers = (context: SandboxContext, tables: ParameterTables) => {
  const { store } = context;
  const terminalOf = async (session: RequestSession, terminal: StoredRecord | undefined) => {
    // A partner with assigned commerces sees only their terminals, as on every terminal route.
    if (!terminal || !(await context.rules.visible(terminals.name, terminal, ruleContextOf(context, session))))
      throw refuse(404, 'PM-0011');
    return terminal;
  };
  const layersOf = (session: RequestSession, terminal: Record<string, unknown>) => {
    const profileId = typeof terminal.profileId === 'number' ? terminal.profileId : null;
    const groupId = typeof terminal.groupId === 'number' ? terminal.groupId : null;
    const profile = profileId === null ? undefined : store.get(profiles.name, profileId, session.entityId);
    const group = groupId === null ? undefined : store.get(groups.name, groupId, session.entityId);
    const layers: { profile: ParameterValues; group: ParameterValues } = {
      profile: profile
        ? (tables.read('profile', profile.id) ?? seedValues(profile.id, profile.status as ProfileStatus))
        : {},
      group: group ? groupLayer(group.parameters as GroupParameter[] | undefined) : {},
    };
    return { refs: { profileId, groupId }, layers };
  };
  /** The effective parameters of a terminal the caller may see (404 PM-0011 otherwise), with where each comes from. */
  const read = async (session: RequestSession, stored: StoredRecord | undefined) => {
    requirePermission(session, READ);
    const terminal = await terminalOf(session, stored);
    const { refs, layers } = layersOf(session, terminal);
    return terminalAnswer(terminal.id, refs, { ...layers, terminal: tables.read('terminal', terminal.id) });
  };
  return { terminalOf, layersOf, read };
};

/**
 * TerminalParameterCollection (parameters service): a terminal's own overrides on top of its
 * group's (the catalogue parameters among the group's own, groupLayer.ts) and its profile's parameters, and the effective value of each with where it comes from.
 */
export const terminalParameterRoutes = (scope: FastifyInstance, context: SandboxContext, tables: ParameterTables) => {
  const { store } = context;
  const { terminalOf, layersOf, read } = terminalParameterLayers(context, tables);

  scope.get(`${BASE}/:id`, async (request) => {
    const session = sessionOf(request);
    const { id } = parseBody(idParams, request.params);
    return read(session, store.get(terminals.name, id, session.entityId));
  });

  scope.put(`${BASE}/:id`, async (request) => {
    const session = sessionOf(request);
    requirePermission(session, WRITE);
    const { id } = parseBody(idParams, request.params);
    const { overrides } = parseBody(overridesBody, request.body);
    const terminal = await terminalOf(session, store.get(terminals.name, id, session.entityId));
    const { refs, layers } = layersOf(session, terminal);
    const saved = settled(guardedOverrides(layers, tables.read('terminal', id) ?? {}, overrides));
    if (Object.keys(saved).length === 0) tables.remove('terminal', id);
    else tables.write('terminal', id, session.entityId, saved);
    return terminalAnswer(id, refs, { ...layers, terminal: saved });
  });
};
