import type { DataProvider } from 'ra-core';
import {
  ApkManifestError,
  holdsManifest,
  readApkManifest,
  type ApkManifest,
} from '../../resources/apps/apk/apkManifest';
import { contentRefusal } from '../../resources/core/upload/contentCheck';
import { fileKindRules, TOO_LARGE_CODE } from '../../resources/core/upload/fileKinds';
import { overQuota, QUOTA_CODE, quotaBytesOf } from '../../resources/core/upload/quota';
import { fileUrl } from '../../resources/core/upload/fileAddress';
import { sniffType } from '../../resources/core/upload/sniff';
import { FILE_WITH_AUTHORIZATION, storedFileId } from '../../resources/core/upload/storedFileUrl';
import type { UploadedFile } from '../../resources/core/upload/uploadedFile';
import type { ServiceErrorBody } from '../../resources/core/wire';
import { mapServiceError } from '../responseErrors';
import type { FakeEntityConfigs } from '../settings/entityConfigsFake';
import { fakeFiles } from './fakeFiles';
import type { MarketMethods } from './marketMethods';
import { createFakeAppApiKeyMethods } from './appApiKeysFakerest';
import { createFakeInstallMethods } from './installsFakerest';
import { apps } from '../../resources/apps/schema';
import { bundles } from '../../resources/bundles/schema';

interface BundleItem {
  appId: number;
  versionId?: number | null;
  installOrder: number;
  codependent?: boolean;
}

const refusal = (status: number, code: string, field?: string, message = code) => {
  const body: ServiceErrorBody = { Code: code, Message: message, ...(field ? { Errors: { [field]: code } } : {}) };
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

/**
 * The market's methods in memory, with the sandbox's content checks and codes; installs read the
 * terminals through `scoped` (the session's entity) when given.
 */
export const createFakeMarketMethods = (
  provider: DataProvider,
  scoped: DataProvider,
  currentEntity: () => number,
  configs: FakeEntityConfigs,
): MarketMethods => {
  return {
    ...createFakeInstallMethods(scoped),
    ...createFakeAppApiKeyMethods(scoped),
    uploadFile: async ({ kind, file, onProgress, signal }) => {
      if (signal?.aborted) throw new DOMException('The upload was cancelled', 'AbortError');
      const bytes = new Uint8Array(await file.arrayBuffer());
      onProgress?.(bytes.length, bytes.length);
      const rule = fileKindRules[kind];
      if (bytes.length > rule.maxBytes) throw refusal(400, TOO_LARGE_CODE, 'file');
      const type = sniffType(bytes.subarray(0, 16), () => holdsManifest(bytes));
      const wrong = contentRefusal(kind, type, file.type);
      if (wrong) throw refusal(400, wrong.code, 'file', wrong.message);
      const entityId = currentEntity();
      const used = [...fakeFiles.values()].reduce((sum, kept) => sum + (kept.entityId === entityId ? kept.size : 0), 0);
      if (overQuota(used, bytes.length, quotaBytesOf(configs.read(entityId)))) throw refusal(400, QUOTA_CODE, 'file');
      const id = crypto.randomUUID();
      const uploaded: UploadedFile = {
        id,
        url: fileUrl(id),
        kind,
        type,
        size: bytes.length,
        name: file.name,
        ...(kind === 'apk' ? manifestOf(bytes) : {}),
      };
      fakeFiles.set(id, { ...uploaded, entityId, content: new Blob([bytes]) });
      return { data: uploaded };
    },
    fetchFile: async ({ url }) => {
      const file = fakeFiles.get(storedFileId(url) ?? '');
      const guarded = file && configs.read(file.entityId)[FILE_WITH_AUTHORIZATION] === 'true';
      if (!file || (guarded && file.entityId !== currentEntity())) throw refusal(404, 'AM-0030');
      return { data: file.content ?? new Blob([]) };
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
  };
};
