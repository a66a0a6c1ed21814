import type { HttpMethodsContext } from '../defineMethods';
import { reports } from '../../resources/reports/schema';
import type { DownloadedFile } from '../../resources/terminals/operations/shapes';
import type { TableReportMethods } from './tableReportMethods';

/** POST reports/api/v1/Report/{kind}/{excel|csv}: the file, base64 in JSON. */
export const createHttpTableReportMethods = ({ urls, httpClientFor }: HttpMethodsContext): TableReportMethods => ({
  downloadTableReport: async ({ kind, format, filter, titles }) => {
    const service = reports.service;
    const url = `${urls[service]}/api/v1/Report/${kind}/${format === 'xlsx' ? 'excel' : 'csv'}`;
    const answer = await httpClientFor(service)(url, { method: 'POST', body: JSON.stringify({ filter, titles }) });
    return { data: answer.json as DownloadedFile };
  },
});
