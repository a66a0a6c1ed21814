import type { ServiceName } from '../../resources/core/resourceSchema';
import type { UploadedFile } from '../../resources/core/upload/uploadedFile';
import type { HttpClient } from '../httpClient';
import type { ServiceUrls } from '../services';
import type { AppApiKey } from '../../resources/appApiKeys/schema';
import type { BundleDownload, GeneratedAppApiKey, MarketMethods } from './marketMethods';
import { createHttpInstallMethods } from './installHttp';
import { blobTransport } from './blobTransport';
import { progressTransport } from './progressTransport';

/** The market's methods over HTTP, on the app service (spec section 7: Application files, api keys). */
export const createHttpMarketMethods = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
): MarketMethods => {
  const app = `${urls.app}/api/v1/Application`;
  const client = httpClientFor('app');
  return {
    uploadFile: async (_, { kind, file, onProgress, signal }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      const response = await client(`${app}/files/${kind}`, {
        method: 'POST',
        body,
        signal,
        transport: progressTransport(onProgress),
      });
      return { data: response.json as UploadedFile };
    },
    fetchFile: async (_, { url }) => {
      let content: Blob | undefined;
      await client(url, { transport: blobTransport((blob) => (content = blob)) });
      return { data: content ?? new Blob([]) };
    },
    generateApiKey: async (_, { id }) => ({
      data: (await client(`${app}/${id}/api-keys`, { method: 'POST' })).json as GeneratedAppApiKey,
    }),
    changeApiKey: async (_, { id, keyId, change }) => ({
      data: (await client(`${app}/${id}/api-keys/${keyId}`, { method: 'PUT', body: JSON.stringify(change) }))
        .json as AppApiKey,
    }),
    downloadBundle: async (_, { id }) => ({
      data: (await httpClientFor('app')(`${urls.app}/api/v1/bundle/${id}/download`)).json as BundleDownload,
    }),
    ...createHttpInstallMethods(urls.app, client),
  };
};
