import { subsidies } from '../../resources/subsidies/schema';
import {
  exportEntries,
  importRefusedBody,
  planSubsidyImport,
  type StoredSubsidy,
} from '../../resources/subsidies/importPlan';
import type { FakeMethodsContext } from '../defineMethods';
import type { SubsidyMethods } from './subsidyMethods';

const ALL = { page: 1, perPage: 100_000 };

/** The subsidies' JSON import and export over an in-memory provider, with the sandbox's plan and refusals. */
export const createFakeSubsidyMethods = ({
  provider,
  mapError,
}: Pick<FakeMethodsContext, 'provider' | 'mapError'>): SubsidyMethods => {
  const stored = async () =>
    (await provider.getList(subsidies.resource, { filter: {}, pagination: ALL, sort: { field: 'id', order: 'ASC' } }))
      .data as unknown as StoredSubsidy[];

  const importSubsidies: SubsidyMethods['importSubsidies'] = async ({ entries, dryRun }) => {
    const result = planSubsidyImport(entries, await stored());
    if ('errors' in result) {
      const body = importRefusedBody(result.errors);
      throw mapError(400, body, JSON.stringify(body));
    }
    if (!dryRun) {
      for (const entry of result.plan.added) await provider.create(subsidies.resource, { data: { ...entry } });
      for (const { id, before, after } of result.plan.changed)
        await provider.update(subsidies.resource, { id, data: { ...after }, previousData: { id, ...before } });
    }
    return { data: result.plan };
  };

  const exportSubsidies: SubsidyMethods['exportSubsidies'] = async () => ({ data: exportEntries(await stored()) });

  return { importSubsidies, exportSubsidies };
};
