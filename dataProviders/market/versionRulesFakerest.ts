import type { DataProvider } from 'ra-core';
import {
  authorizedAfterChange,
  isLowerThanExisting,
  pilotHandover,
  removesLastActive,
  type VersionSummary,
} from '../../resources/appVersions/rules';
import type { ServiceErrorBody } from '../../resources/core/wire';
import { mapServiceError } from '../responseErrors';
import { fakeFiles } from './fakeFiles';
import { apps } from '../../resources/apps/schema';

const RESOURCE = 'appVersions';

const refusal = (code: string, field: string) => {
  const body: ServiceErrorBody = { Code: code, Message: code, Errors: { [field]: code } };
  return mapServiceError(400, body, JSON.stringify(body));
};

/**
 * The app version rules of the sandbox (spec section 4) over the in-memory provider: versions made
 * of an uploaded APK of the app's package, AM-0006 below an existing code unless confirmed, the
 * pilot handover, AM-0033 for the last active version. (Re-enabling is not checked: fakerest
 * knows no permissions.)
 */
export const withFakeVersionRules = <P extends DataProvider>(provider: P): P => {
  const siblings = async (appId: unknown): Promise<VersionSummary[]> =>
    (
      await provider.getList(RESOURCE, {
        filter: { appId },
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
      })
    ).data.map((version) => ({
      id: Number(version.id),
      versionCode: Number(version.versionCode),
      state: String(version.state),
      authorizedTerminalIds: version.authorizedTerminalIds as number[] | null,
    }));
  const endPilots = async (versions: VersionSummary[], newId: number | undefined, keep: unknown) => {
    const { ended, terminals } = pilotHandover(versions, newId, keep === true);
    for (const id of ended)
      await provider.update(RESOURCE, { id, data: { state: 'NOT_DEFINED' }, previousData: { id } });
    return terminals;
  };
  return {
    ...provider,
    create: async (resource, params) => {
      if (resource !== RESOURCE) return provider.create(resource, params);
      const data = params.data as Record<string, unknown>;
      const { data: app } = await provider.getOne(apps.resource, { id: data.appId as number });
      const file = fakeFiles.get(String(data.binaryFileId));
      if (!file?.versionCode) throw refusal('AM-0030', 'binaryFileId');
      if (file.packageName !== app.packageName) throw refusal('AM-0009', 'binaryFileId');
      const versions = await siblings(data.appId);
      if (isLowerThanExisting(versions, file.versionCode) && data.confirmLowerCode !== true)
        throw refusal('AM-0006', 'versionCode');
      const taken = data.state === 'PILOT' ? await endPilots(versions, undefined, data.keepPilotTerminals) : [];
      const own = (data.authorizedTerminalIds as number[] | undefined) ?? [];
      return provider.create(resource, {
        ...params,
        data: {
          ...data,
          versionName: file.versionName,
          versionCode: file.versionCode,
          binaryUrl: file.url,
          installationCount: 0,
          authorizedTerminalIds: [...new Set([...own, ...taken])],
        },
      });
    },
    update: async (resource, params) => {
      if (resource !== RESOURCE) return provider.update(resource, params);
      const { data: stored } = await provider.getOne(RESOURCE, { id: params.id });
      const to = String((params.data as Record<string, unknown>).state ?? stored.state);
      const versions = await siblings(stored.appId);
      if (removesLastActive(versions, Number(params.id), to)) throw refusal('AM-0033', 'state');
      if (to === 'PILOT' && stored.state !== 'PILOT') await endPilots(versions, Number(params.id), false);
      const data = params.data as Record<string, unknown>;
      const authorizedTerminalIds = authorizedAfterChange(
        String(stored.state),
        to,
        data.keepAuthorizedTerminals === true,
        (data.authorizedTerminalIds ?? stored.authorizedTerminalIds) as number[] | null,
      );
      return provider.update(resource, {
        ...params,
        data: { ...data, authorizedTerminalIds, keepAuthorizedTerminals: false },
      });
    },
    delete: async (resource, params) => {
      if (resource !== RESOURCE) return provider.delete(resource, params);
      const { data: stored } = await provider.getOne(RESOURCE, { id: params.id });
      if (removesLastActive(await siblings(stored.appId), Number(params.id))) throw refusal('AM-0033', 'state');
      return provider.delete(resource, params);
    },
  };
};
