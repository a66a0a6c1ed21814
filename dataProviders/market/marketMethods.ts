import type { AppApiKey } from '../../resources/appApiKeys/schema';
import type { UploadRequest, UploadedFile } from '../../resources/core/upload/uploadedFile';
import { defineMethods } from '../defineMethods';
import { installMethodNames, type FleetInstallMethods } from './installContract';

export interface BundleDownload {
  id: number;
  name: string;
  version: string;
  apps: {
    installOrder: number;
    codependent: boolean;
    appId: number;
    name: string;
    packageName: string;
    versionId: number;
    versionName: string;
    versionCode: number;
    binaryUrl: string;
  }[];
}

/** What can change on an API key: switched on or off, or expired now. */
export type ApiKeyChange = { active: boolean } | { expire: true };

/** A generated key: its record, and the key itself, which no later call answers again. */
export type GeneratedAppApiKey = AppApiKey & { apiKey: string };

/**
 * The market's custom methods, on the app service: uploads with progress and cancel, and an app's API keys. Over HTTP in `marketHttp.ts`,
 * in memory in `marketFakerest.ts`.
 */
export interface MarketMethods extends FleetInstallMethods {
  uploadFile(params: UploadRequest): Promise<{ data: UploadedFile }>;
  /** A stored file's content, fetched with the session's token (for entities that guard their files). */
  fetchFile(params: { url: string }): Promise<{ data: Blob }>;
  /** A new key for the app `id`. */
  generateApiKey(params: { id: number }): Promise<{ data: GeneratedAppApiKey }>;
  /** Changes the key `keyId` of the app `id`. */
  changeApiKey(params: { id: number; keyId: number; change: ApiKeyChange }): Promise<{ data: AppApiKey }>;
  /** What a bundle installs, in install order, with each app's version and binary. */
  downloadBundle(params: { id: number }): Promise<{ data: BundleDownload }>;
}

export const marketFamily = defineMethods<MarketMethods>({
  domain: 'market',
  names: {
    uploadFile: true,
    fetchFile: true,
    generateApiKey: true,
    changeApiKey: true,
    downloadBundle: true,
    ...installMethodNames,
  },
  http: async (context) => (await import('./marketHttp')).createHttpMarketMethods(context),
  fake: async (context) =>
    (await import('./marketFakerest')).createFakeMarketMethods(
      context.unscoped,
      context.provider,
      context.currentEntity,
      context.configs,
    ),
});
