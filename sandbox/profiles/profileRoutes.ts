import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { directSave, guardedImport } from '../../resources/profiles/approvals/hostProposal';
import { profileAnswer, type Outcome } from '../../resources/profiles/parameters/operations';
import { parameterFile, previewOf } from '../../resources/profiles/parameters/transfer';
import { parameterSections, type ParameterValues } from '../../resources/profiles/parameters/types';
import { profiles } from '../../resources/profiles/schema';
import { permissionPairs, type PermissionName } from '../../resources/core/permissions';
import type { SandboxContext } from '../context';
import { createRecord } from '../engine/records';
import { sessionOf, type RequestSession } from '../guard';
import { parseBody, requirePermission } from '../terminals/operations/requests';
import { createEmvStore } from './emv/emvStore';
import type { ParameterTables } from './parameterTables';
import { writeTransaction } from '../storage/writeTransaction';
import { settled } from './refusals';
import { createProfileValues } from './profileValues';

const BASE = '/api/v1/GlobalParameterCollection';
const { read: READ, write: WRITE } = permissionPairs.profileConfiguration;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const sectionParams = idParams.extend({ section: z.enum(parameterSections) });
const sectionBody = z.object({ values: z.record(z.string(), z.unknown()) });
const copyBody = z.object({ profileId: z.number().int().positive(), name: z.string().trim().min(1).max(100) });

/**
 * GlobalParameterCollection (parameters service): a profile's parameters tab by tab, its copy,
 * and its JSON export and import (spec section 7). Every write is checked by the console's own
 * pure steps and sets the profile's status: active once its required parameters are configured.
 */
export const profileParameterRoutes = (scope: FastifyInstance, context: SandboxContext, tables: ParameterTables) => {
  const { store } = context;
  const stored = createProfileValues(context, tables);
  const emv = createEmvStore(context);
  const profileOf = (session: RequestSession, id: number) => stored.profileOf(session.entityId, id);
  const valuesOf = (session: RequestSession, id: number) => stored.valuesOf(session.entityId, id);
  const save = (session: RequestSession, id: number, values: ParameterValues) =>
    stored.save(session.entityId, id, values);
  const ready = <T>(session: RequestSession, permission: PermissionName, params: unknown, schema: z.ZodType<T>) => {
    requirePermission(session, permission);
    return parseBody(schema, params);
  };

  scope.get(`${BASE}/:id`, async (request) => {
    const session = sessionOf(request);
    const { id } = ready(session, READ, request.params, idParams);
    return profileAnswer(id, valuesOf(session, id));
  });

  scope.put(`${BASE}/:id/:section`, async (request) => {
    const session = sessionOf(request);
    const { id, section } = ready(session, WRITE, request.params, sectionParams);
    const { values } = parseBody(sectionBody, request.body);
    return save(session, id, settled(directSave(valuesOf(session, id), section, values)));
  });

  scope.post(`${BASE}/copy`, async (request) => {
    const session = sessionOf(request);
    requirePermission(session, WRITE);
    const { profileId, name } = parseBody(copyBody, request.body);
    const source = profileOf(session, profileId);
    const values = valuesOf(session, profileId);
    const schema = store.schema(profiles.name);
    // Created as any profile is (a unique name, TM-0005; inactive), then the source's parameters set its status.
    return writeTransaction(context.db, async () => {
      const copy = await createRecord({ context, schema, session }, { name, description: source.description ?? null });
      save(session, copy.id, { ...values });
      emv.write({ ...emv.read(session.entityId, profileId), profileId: copy.id });
      return store.get(profiles.name, copy.id) ?? copy;
    });
  });

  scope.get(`${BASE}/:id/json`, async (request) => {
    const session = sessionOf(request);
    const { id } = ready(session, READ, request.params, idParams);
    const profile = profileOf(session, id);
    return parameterFile(String(profile.name), valuesOf(session, id), new Date().toISOString());
  });

  scope.post(`${BASE}/:id/json/preview`, async (request) => {
    const session = sessionOf(request);
    const { id } = ready(session, WRITE, request.params, idParams);
    return previewOf(guardedImport(valuesOf(session, id), request.body));
  });

  scope.post(`${BASE}/:id/json`, async (request) => {
    const session = sessionOf(request);
    const { id } = ready(session, WRITE, request.params, idParams);
    const values = valuesOf(session, id);
    const plan = guardedImport(values, request.body);
    const outcome: Outcome<ParameterValues> =
      Object.keys(plan.issues).length > 0 ? { ok: false, issues: plan.issues } : { ok: true, value: plan.values };
    return save(session, id, settled(outcome));
  });
};
