import type { DataProvider, RaRecord } from 'ra-core';
import {
  ApkManifestError,
  holdsManifest,
  readApkManifest,
  type ApkManifest,
} from '../../resources/apps/apk/apkManifest';
import { fileKindRules, TOO_LARGE_CODE } from '../../resources/core/upload/fileKinds';
import { sniffType } from '../../resources/core/upload/sniff';
import type { UploadedFile } from '../../resources/core/upload/uploadedFile';
import type { ServiceErrorBody } from '../../resources/core/wire';
import { mapServiceError } from '../responseErrors';
import { fakeFiles } from './fakeFiles';
import type { MarketMethods } from './marketMethods';
import { createFakeInstallMethods } from './installsFakerest';
import { apps } from '../../resources/apps/schema';
import { bundles } from '../../resources/bundles/schema';

interface BundleItem {
  appId: number;
  versionId?: number | null;
  installOrder: number;
  codependent?: boolean;
}

const refusal = (status: number, code: string, field?: string) => {
  const body: ServiceErrorBody = { Code: code, Message: code, ...(field ? { Errors: { [field]: code } } : {}) };
  return mapServiceError(status, body, JSON.stringify(body));
};

const noInflate = () => {
  throw new ApkManifestError('the in-memory services read stored entries only');
};

const manifestOf = (bytes: Uint8Array): ApkManifest => {
  try {
    return readApkManifest(bytes, noInflate);
  } catch {
    throw refusal(400, 'GM-0013', 'file');
  }
};

interface ApiKey {
  apiKeyUuid: string;
  apiKeyIsActive: boolean;
  expirationDate: string;
}

/**
 * The market's methods in memory, with the sandbox's content checks and codes; installs read the
 * terminals through `scoped` (the session's entity) when given.
 */
export const createFakeMarketMethods = (
  provider: DataProvider,
  scoped: DataProvider,
  currentEntity: () => number,
): MarketMethods => {
  const keysOf = async (id: number) => {
    const { data } = await provider.getOne(apps.resource, { id });
    return { app: data, keys: ((data.apiKeys as ApiKey[] | null) ?? []).slice() };
  };
  const saveKeys = async (app: RaRecord, keys: ApiKey[]) =>
    provider.update(apps.resource, { id: app.id, data: { ...app, apiKeys: keys }, previousData: app });
  return {
    ...createFakeInstallMethods(scoped),
    uploadFile: async ({ kind, file, onProgress, signal }) => {
      if (signal?.aborted) throw new DOMException('The upload was cancelled', 'AbortError');
      const bytes = new Uint8Array(await file.arrayBuffer());
      onProgress?.(bytes.length, bytes.length);
      const rule = fileKindRules[kind];
      if (bytes.length > rule.maxBytes) throw refusal(400, TOO_LARGE_CODE, 'file');
      const type = sniffType(bytes.subarray(0, 16), () => holdsManifest(bytes));
      if (!rule.types.includes(type)) throw refusal(400, rule.wrongKindCode, 'file');
      const id = crypto.randomUUID();
      const uploaded: UploadedFile = {
        id,
        url: `/app/api/v1/Application/files/${id}`,
        kind,
        type,
        size: bytes.length,
        name: file.name,
        ...(kind === 'apk' ? manifestOf(bytes) : {}),
      };
      fakeFiles.set(id, { ...uploaded, entityId: currentEntity() });
      return { data: uploaded };
    },
    generateApiKey: async ({ id }) => {
      const { app, keys } = await keysOf(id);
      const expirationDate = new Date(Date.now() + 365 * 86_400_000).toISOString();
      return saveKeys(app, [...keys, { apiKeyUuid: crypto.randomUUID(), apiKeyIsActive: true, expirationDate }]);
    },
    downloadBundle: async ({ id }) => {
      const { data: bundle } = await provider.getOne(bundles.resource, { id });
      const items = ((bundle.apps as BundleItem[] | null) ?? [])
        .slice()
        .sort((a, b) => a.installOrder - b.installOrder);
      const entries = [];
      for (const item of items) {
        const { data: app } = await provider.getOne(apps.resource, { id: item.appId });
        const { data: versions } = await provider.getList('appVersions', {
          filter: item.versionId ? { id: item.versionId } : { appId: item.appId, state: 'ACTIVE' },
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'versionCode', order: 'DESC' },
        });
        const version = versions[0];
        if (!version?.binaryUrl) throw refusal(400, 'AM-0002');
        entries.push({
          installOrder: item.installOrder,
          codependent: item.codependent === true,
          appId: Number(app.id),
          name: String(app.name),
          packageName: String(app.packageName),
          versionId: Number(version.id),
          versionName: String(version.versionName),
          versionCode: Number(version.versionCode),
          binaryUrl: String(version.binaryUrl),
        });
      }
      return {
        data: { id: Number(bundle.id), name: String(bundle.name), version: String(bundle.version), apps: entries },
      };
    },
    changeApiKey: async ({ id, uuid, change }) => {
      const { app, keys } = await keysOf(id);
      const index = keys.findIndex((key) => key.apiKeyUuid === uuid);
      if (index < 0) throw refusal(404, 'GM-0010');
      const key = keys[index];
      if ('expire' in change) keys[index] = { ...key, apiKeyIsActive: false, expirationDate: new Date().toISOString() };
      else if (change.active && Date.parse(key.expirationDate) <= Date.now()) throw refusal(400, 'AM-0009');
      else keys[index] = { ...key, apiKeyIsActive: change.active };
      return saveKeys(app, keys);
    },
  };
};
