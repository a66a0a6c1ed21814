import { bytesToBase64 } from '../../resources/export/base64';
import { artemisReportCsv, periodBounds } from '../../resources/artemisReports/reportFile';
import { artemisReports } from '../../resources/artemisReports/schema';
import { operations } from '../../resources/operations/schema';
import type { ArtemisDownloadMethods } from './downloadMethods';
import type { FakeMethodsContext } from '../defineMethods';

/** The report's file over the in-memory operations of its period, as the sandbox writes it. */
export const createFakeArtemisDownloadMethods = ({
  provider,
}: Pick<FakeMethodsContext, 'provider'>): ArtemisDownloadMethods => ({
  downloadArtemisReport: async ({ id }) => {
    const { data: report } = await provider.getOne(artemisReports.resource, { id });
    const { data } = await provider.getList(operations.resource, {
      filter: periodBounds(String(report.period)),
      pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
      sort: { field: 'date', order: 'ASC' },
    });
    const bytes = new TextEncoder().encode(artemisReportCsv(data));
    return {
      data: {
        fileName: String(report.fileName),
        contentType: 'text/csv;charset=utf-8',
        base64: bytesToBase64(bytes),
      },
    };
  },
});
