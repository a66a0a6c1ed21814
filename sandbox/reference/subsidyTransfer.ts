import type { FastifyInstance } from 'fastify';
import { subsidies } from '../../resources/subsidies/schema';
import {
  exportEntries,
  importRefusedBody,
  planSubsidyImport,
  type StoredSubsidy,
} from '../../resources/subsidies/importPlan';
import type { SandboxContext } from '../context';
import { requireWrite } from '../engine/access';
import { ServiceError } from '../errors';
import { sessionOf } from '../guard';
import { allRecords } from './allRecords';

export const SUBSIDY_IMPORT_PATH = `/${subsidies.path}/json/import`;
export const SUBSIDY_EXPORT_PATH = `/${subsidies.path}/json/export`;

/**
 * The subsidies' JSON import and export (spec section 7: Subsidies json import and export).
 * `POST .../json/import` takes the file's array; with `?dryRun=true` it answers what it would
 * add and change without saving, else it saves all of it in one transaction. A file with one bad
 * entry saves nothing: 400 GM-0013 with each bad entry's `<position>.<field>` and code.
 */
export const registerSubsidyTransfer = (scope: FastifyInstance, context: SandboxContext) => {
  const schema = context.store.schema(subsidies.name);
  const stored = (entityId: number) =>
    allRecords(context.store, subsidies.name, entityId) as unknown as StoredSubsidy[];

  scope.get(SUBSIDY_EXPORT_PATH, async (request) => {
    const session = sessionOf(request);
    return exportEntries(stored(session.entityId));
  });

  scope.post<{ Querystring: { dryRun?: string } }>(SUBSIDY_IMPORT_PATH, async (request) => {
    const session = sessionOf(request);
    requireWrite(session, schema);
    return context.db.transaction(() => {
      const result = planSubsidyImport(request.body, stored(session.entityId));
      if ('errors' in result) throw new ServiceError(400, importRefusedBody(result.errors));
      if (request.query.dryRun !== 'true') {
        result.plan.added.forEach((entry) => context.store.insert(subsidies.name, session.entityId, { ...entry }));
        result.plan.changed.forEach(({ id, after }) => context.store.update(subsidies.name, Number(id), { ...after }));
      }
      return result.plan;
    })();
  });
};
