import type { DataProvider } from 'ra-core';
import type { DownloadedFile } from '../../resources/terminals/operations/shapes';
import { defineMethods } from '../defineMethods';

/** An Artemis report's file (spec section 7: action-registry artemis-report). */
export interface ArtemisDownloadMethods {
  downloadArtemisReport(params: { id: number }): Promise<{ data: DownloadedFile }>;
}

export type ArtemisDownloadDataProvider = DataProvider & ArtemisDownloadMethods;

export const artemisDownloadFamily = defineMethods<ArtemisDownloadMethods>({
  domain: 'artemisReports',
  names: { downloadArtemisReport: true },
  http: async (context) => (await import('./downloadHttp')).createHttpArtemisDownloadMethods(context),
  fake: async (context) => (await import('./downloadFakerest')).createFakeArtemisDownloadMethods(context),
});
