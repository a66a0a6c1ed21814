import type { DataProvider } from 'ra-core';
import type { DownloadedFile } from '../../resources/terminals/operations/shapes';
import type { MethodNames } from '../lazyMethods';

/** An Artemis report's file (spec section 7: action-registry artemis-report). */
export interface ArtemisDownloadMethods {
  downloadArtemisReport(resource: string, params: { id: number }): Promise<{ data: DownloadedFile }>;
}

export type ArtemisDownloadDataProvider = DataProvider & ArtemisDownloadMethods;

export const artemisDownloadMethodNames: MethodNames<ArtemisDownloadMethods> = { downloadArtemisReport: true };
