import {
  authorizedAfterChange,
  isLowerThanExisting,
  isSystemAdministrator,
  needsSystemAdministrator,
  pilotHandover,
  removesLastActive,
  type VersionSummary,
} from '../../../resources/appVersions/rules';
import type { SandboxContext } from '../../context';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { refuse } from '../../errors';
import { fileUrl, type FileStore } from '../fileStore';

type Data = Record<string, unknown>;

const fieldRefusal = (field: string, code: string, Message?: string) =>
  refuse(400, code, { Message: Message ?? code, Errors: { [field]: code } });

/** What a version keeps whatever an update says: its app and the binary it was made of. */
const fixedFields = ['appId', 'binaryFileId', 'binaryUrl', 'versionName', 'versionCode'] as const;

/**
 * The app version rules (spec section 4) around the engine's writes of `appVersions`: a version is
 * made of an uploaded APK whose manifest names the app's package and gives the version's name and
 * code; a code below an existing one needs `confirmLowerCode` (AM-0006); a new pilot ends the old
 * one (keeping its terminals on request); only a system administrator re-enables a disabled
 * version (403); the app's last active version neither stops being active nor goes (AM-0033).
 */
export const createVersionHooks = ({ store }: SandboxContext, files: FileStore): ResourceHooks => {
  const siblingsOf = (appId: unknown): VersionSummary[] =>
    store.idsWhere('appVersions', 'appId', Number(appId)).flatMap((id) => {
      const version = store.get('appVersions', id);
      return version
        ? [
            {
              id,
              versionCode: Number(version.versionCode),
              state: String(version.state),
              authorizedTerminalIds: (version.authorizedTerminalIds as number[] | null) ?? [],
            },
          ]
        : [];
    });

  /** The old pilots stop being pilots; returns the terminals the new one takes over. */
  const handOver = (versions: VersionSummary[], newId: number | undefined, data: Data) => {
    const { ended, terminals } = pilotHandover(versions, newId, data.keepPilotTerminals === true);
    ended.forEach((id) => store.update('appVersions', id, { state: 'NOT_DEFINED' }));
    const own = (data.authorizedTerminalIds as number[] | null) ?? [];
    return [...new Set([...own, ...terminals])];
  };

  return {
    beforeCreate(data, { entityId }: HookContext) {
      const app = store.get('apps', Number(data.appId), entityId);
      if (!app) throw fieldRefusal('appId', 'AM-0008');
      const file = typeof data.binaryFileId === 'string' ? files.get(data.binaryFileId) : undefined;
      if (!file || file.entityId !== entityId || file.kind !== 'apk' || !file.manifest)
        throw fieldRefusal('binaryFileId', 'AM-0030');
      const { packageName, versionName, versionCode } = file.manifest;
      if (packageName !== app.packageName)
        throw fieldRefusal('binaryFileId', 'AM-0009', `package ${packageName} is not ${String(app.packageName)}`);
      const versions = siblingsOf(app.id);
      if (versions.some((version) => version.versionCode === versionCode)) throw fieldRefusal('versionCode', 'PM-0006');
      if (isLowerThanExisting(versions, versionCode) && data.confirmLowerCode !== true)
        throw fieldRefusal('versionCode', 'AM-0006');
      const authorizedTerminalIds =
        data.state === 'PILOT' ? handOver(versions, undefined, data) : data.authorizedTerminalIds;
      return {
        ...data,
        versionName,
        versionCode,
        binaryUrl: fileUrl(file.id),
        authorizedTerminalIds,
        installationCount: 0,
        confirmLowerCode: false,
      };
    },
    beforeUpdate(id, data, { session }: HookContext) {
      const stored = store.get('appVersions', id);
      if (!stored) return data;
      const kept = Object.fromEntries(fixedFields.map((field) => [field, stored[field]]));
      const from = String(stored.state);
      const to = String(data.state);
      if (needsSystemAdministrator(from, to) && !isSystemAdministrator(session.entityId, session.permissions))
        throw refuse(403, 'GM-0001', { Message: 'only a system administrator re-enables a disabled version' });
      const versions = siblingsOf(stored.appId);
      if (removesLastActive(versions, id, to)) throw fieldRefusal('state', 'AM-0033');
      const authorizedTerminalIds =
        to === 'PILOT' && from !== 'PILOT'
          ? handOver(versions, id, data)
          : authorizedAfterChange(
              from,
              to,
              data.keepAuthorizedTerminals === true,
              data.authorizedTerminalIds as number[],
            );
      return { ...data, ...kept, authorizedTerminalIds, confirmLowerCode: false, keepAuthorizedTerminals: false };
    },
    beforeDelete(id) {
      const stored = store.get('appVersions', id);
      if (stored && removesLastActive(siblingsOf(stored.appId), id)) throw fieldRefusal('state', 'AM-0033');
    },
  };
};
