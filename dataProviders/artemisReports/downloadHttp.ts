import type { HttpMethodsContext } from '../defineMethods';
import { artemisReports } from '../../resources/artemisReports/schema';
import type { DownloadedFile } from '../../resources/terminals/operations/shapes';
import type { ArtemisDownloadMethods } from './downloadMethods';

export const createHttpArtemisDownloadMethods = ({
  urls,
  httpClientFor,
}: HttpMethodsContext): ArtemisDownloadMethods => ({
  downloadArtemisReport: async ({ id }) => {
    const service = artemisReports.service;
    const url = `${urls[service]}/${artemisReports.path}/${encodeURIComponent(String(id))}/download`;
    return { data: (await httpClientFor(service)(url)).json as DownloadedFile };
  },
});
