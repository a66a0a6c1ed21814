import type { HttpMethodsContext } from '../defineMethods';
import type { UploadedFile } from '../../resources/core/upload/uploadedFile';
import type { AppApiKey } from '../../resources/appApiKeys/schema';
import type { BundleDownload, GeneratedAppApiKey, MarketMethods } from './marketMethods';
import { createHttpInstallMethods } from './installHttp';
import { blobTransport } from './blobTransport';
import { progressTransport } from './progressTransport';

/** The market's methods over HTTP, on the app service (spec section 7: Application files, api keys). */
export const createHttpMarketMethods = ({ urls, httpClientFor }: HttpMethodsContext): MarketMethods => {
  const app = `${urls.app}/api/v1/Application`;
  const client = httpClientFor('app');
  return {
    uploadFile: async ({ kind, file, onProgress, signal }) => {
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
    fetchFile: async ({ url }) => {
      let content: Blob | undefined;
      await client(url, { transport: blobTransport((blob) => (content = blob)) });
      return { data: content ?? new Blob([]) };
    },
    generateApiKey: async ({ id }) => ({
      data: (await client(`${app}/${id}/api-keys`, { method: 'POST' })).json as GeneratedAppApiKey,
    }),
    changeApiKey: async ({ id, keyId, change }) => ({
      data: (await client(`${app}/${id}/api-keys/${keyId}`, { method: 'PUT', body: JSON.stringify(change) }))
        .json as AppApiKey,
    }),
    downloadBundle: async ({ id }) => ({
      data: (await httpClientFor('app')(`${urls.app}/api/v1/bundle/${id}/download`)).json as BundleDownload,
    }),
    ...createHttpInstallMethods(urls.app, client),
  };
};
