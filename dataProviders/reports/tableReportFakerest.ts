import { periodBounds } from '../../resources/artemisReports/reportFile';
import { currentPeriod, reportReferences, reportSources, tableReportFile } from '../../resources/reports/reportTables';
import { schemaNamed } from '../../resources/schemaLookup';
import type { TableReportMethods } from './tableReportMethods';
import type { FakeMethodsContext } from '../defineMethods';

/** The same files over the in-memory records, named as the sandbox names them. */
export const createFakeTableReportMethods = ({
  provider,
}: Pick<FakeMethodsContext, 'provider'>): TableReportMethods => ({
  downloadTableReport: async ({ kind, format, filter, titles }) => {
    const source = schemaNamed(reportSources[kind]);
    const { data } = await provider.getList(source.resource, {
      filter: kind === 'artemis' ? periodBounds(filter.period ?? currentPeriod(new Date())) : {},
      pagination: { page: 1, perPage: 5000 },
      sort: source.defaultSort,
    });
    const names = new Map<string, string>();
    for (const target of new Set(Object.values(reportReferences))) {
      const { data: records } = await provider.getList(schemaNamed(target).resource, {
        filter: {},
        pagination: { page: 1, perPage: 5000 },
        sort: { field: 'id', order: 'ASC' },
      });
      records.forEach((record) => names.set(`${target}:${String(record.id)}`, String(record.name ?? '')));
    }
    const nameOf = (resource: string, id: unknown) => names.get(`${resource}:${String(id)}`) ?? '';
    const day = new Date().toISOString().slice(0, 10);
    return { data: await tableReportFile(kind, format, titles, data, nameOf, day) };
  },
});
