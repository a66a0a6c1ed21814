import type { DataProvider } from 'ra-core';
import { brands } from '../../resources/brands/schema';
import { commerces } from '../../resources/commerces/schema';
import { models } from '../../resources/models/schema';
import { terminals } from '../../resources/terminals/schema';
import { reportByModel } from '../../resources/terminals/operations/modelCounts';
import { terminalReportFile } from '../../resources/terminals/operations/reportFile';
import type { ReportEntity } from '../../resources/terminals/operations/reportEntities';
import type { TerminalReportFilter } from '../../resources/terminals/operations/shapes';
import type { FakeOperationsContext } from './operationsFakeContext';
import type { TerminalOperationsMethods } from './operationsMethods';

type ReportMethods = Pick<
  TerminalOperationsMethods,
  'terminalReport' | 'terminalReportEntities' | 'downloadTerminalReport'
>;

/**
 * The terminal report, grouped by model, and its file. `unscoped` sees every entity, for a
 * report over several; without chosen entities the report covers the current one. Chosen
 * entities must all be `reportable` (400 GM-0002 otherwise, as the sandbox answers).
 */
export const fakeReportMethods = (
  { list, fail }: FakeOperationsContext,
  unscoped: DataProvider,
  currentEntity: () => number,
  reportable: () => ReportEntity[],
) => {
  const report = async (filter: TerminalReportFilter) => {
    const allowed = new Set(reportable().map((entity) => entity.Id));
    if (filter.entities?.some((entityId) => !allowed.has(entityId))) throw fail(400, 'GM-0002');
    const entities = filter.entities?.length ? filter.entities : [currentEntity()];
    const matching = (
      await list(
        terminals.resource,
        {
          ...(filter.brandIds?.length ? { brandId: filter.brandIds } : {}),
          ...(filter.modelIds?.length ? { modelId: filter.modelIds } : {}),
          ...(filter.connectionType ? { connectionType: filter.connectionType } : {}),
          ...(filter.androidVersion ? { androidVersion: filter.androidVersion } : {}),
        },
        unscoped,
      )
    ).filter((terminal) => entities.includes(Number(terminal.entityId)));
    const counts = new Map<number, number>();
    matching.forEach((t) => counts.set(Number(t.modelId), (counts.get(Number(t.modelId)) ?? 0) + 1));
    const modelRows = await list(models.resource, { id: [...counts.keys()] }, unscoped);
    const brandIds = [...new Set(modelRows.map((m) => Number(m.brandId)))];
    const brandRows = await list(brands.resource, { id: brandIds }, unscoped);
    return { matching, summary: reportByModel(counts, modelRows, brandRows) };
  };
  const namesOf = async (resource: string, ids: unknown[]) =>
    new Map((await list(resource, { id: [...new Set(ids)] }, unscoped)).map((r) => [r.id, String(r.name)]));

  const methods: ReportMethods = {
    terminalReport: async ({ filter }) => ({ data: (await report(filter)).summary }),
    terminalReportEntities: async () => ({ data: reportable() }),
    downloadTerminalReport: async ({ filter, format, columns }) => {
      const { matching, summary } = await report(filter);
      const [brandNames, modelNames, commerceNames] = await Promise.all([
        namesOf(
          brands.resource,
          matching.map((t) => t.brandId),
        ),
        namesOf(
          models.resource,
          matching.map((t) => t.modelId),
        ),
        namesOf(
          commerces.resource,
          matching.map((t) => t.commerceId),
        ),
      ]);
      const rows = [...matching]
        .sort((a, b) => String(a.serialNumber).localeCompare(String(b.serialNumber)))
        .map((t) => ({
          serialNumber: String(t.serialNumber),
          brand: brandNames.get(t.brandId) ?? '',
          model: modelNames.get(t.modelId) ?? '',
          commerce: commerceNames.get(t.commerceId) ?? '',
          connectionType: String(t.connectionType ?? ''),
          androidVersion: String(t.androidVersion ?? ''),
        }));
      return { data: await terminalReportFile(format, summary, rows, columns, new Date().toISOString().slice(0, 10)) };
    },
  };
  return methods;
};
