import type { AppApiKey } from '../../resources/appApiKeys/schema';
import type { UploadRequest, UploadedFile } from '../../resources/core/upload/uploadedFile';
import type { MethodNames } from '../lazyMethods';
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
 * The market's custom methods (resource first, so `combineDataProviders` routes them to the app
 * service): uploads with progress and cancel, and an app's API keys. Over HTTP in `marketHttp.ts`,
 * in memory in `marketFakerest.ts`.
 */
export interface MarketMethods extends FleetInstallMethods {
  uploadFile(resource: string, params: UploadRequest): Promise<{ data: UploadedFile }>;
  /** A stored file's content, fetched with the session's token (for entities that guard their files). */
  fetchFile(resource: string, params: { url: string }): Promise<{ data: Blob }>;
  /** A new key for the app `id`. */
  generateApiKey(resource: string, params: { id: number }): Promise<{ data: GeneratedAppApiKey }>;
  /** Changes the key `keyId` of the app `id`. */
  changeApiKey(
    resource: string,
    params: { id: number; keyId: number; change: ApiKeyChange },
  ): Promise<{ data: AppApiKey }>;
  /** What a bundle installs, in install order, with each app's version and binary. */
  downloadBundle(resource: string, params: { id: number }): Promise<{ data: BundleDownload }>;
}

export const marketMethodNames: MethodNames<MarketMethods> = {
  uploadFile: true,
  fetchFile: true,
  generateApiKey: true,
  changeApiKey: true,
  downloadBundle: true,
  ...installMethodNames,
};
