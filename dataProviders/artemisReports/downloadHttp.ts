import { artemisReports } from '../../resources/artemisReports/schema';
import type { ServiceName } from '../../resources/core/resourceSchema';
import type { DownloadedFile } from '../../resources/terminals/operations/shapes';
import type { HttpClient } from '../httpClient';
import type { ServiceUrls } from '../services';
import type { ArtemisDownloadMethods } from './downloadMethods';

export const createHttpArtemisDownloadMethods = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
): ArtemisDownloadMethods => ({
  downloadArtemisReport: async (_resource, { id }) => {
    const service = artemisReports.service;
    const url = `${urls[service]}/${artemisReports.path}/${encodeURIComponent(String(id))}/download`;
    return { data: (await httpClientFor(service)(url)).json as DownloadedFile };
  },
});
