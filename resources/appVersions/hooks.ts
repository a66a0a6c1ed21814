import { apps } from '../apps/schema';
import { defineHooks, type RuleContext, type RuleStore, type Values } from '../core/rules/domainHooks';
import { refuse, refuseField } from '../core/serviceError';
import { fileUrl } from '../core/upload/fileAddress';
import {
  authorizedAfterChange,
  isLowerThanExisting,
  needsSystemAdministrator,
  pilotHandover,
  removesLastActive,
  type VersionSummary,
} from './rules';
import { appVersions } from './schema';

export const VERSION_RULES = {
  madeOfApk: 'a version is made of an uploaded APK of its app’s package (AM-0030, AM-0009)',
  codeOnce: 'a version code is held by one version of the app (PM-0006)',
  lowerCode: 'a version code below an existing one needs confirming (AM-0006)',
  pilotHandover: 'a new pilot ends the app’s other pilots, taking their terminals on request',
  promotion: 'a pilot made active opens to every terminal of its models unless asked to keep its list',
  reEnabling: 'only a system administrator re-enables a disabled version (403)',
  lastActive: 'an app keeps its last active version (AM-0033)',
} as const;

/** What a version keeps whatever an update says: its app and the binary it was made of. */
const fixedFields = ['appId', 'binaryFileId', 'binaryUrl', 'versionName', 'versionCode'] as const;

const versionsOf = async (store: RuleStore, appId: unknown): Promise<VersionSummary[]> =>
  (await store.list(appVersions.name, { appId: Number(appId) })).map((version) => ({
    id: version.id,
    versionCode: Number(version.versionCode),
    state: String(version.state),
    authorizedTerminalIds: (version.authorizedTerminalIds as number[] | null) ?? [],
  }));

/** Spec section 4: the version's name and code are its APK's, whose package must be the app's. */
const fromApk = async (data: Values, { store, caller }: RuleContext): Promise<Values> => {
  const app = await store.get(apps.name, Number(data.appId));
  if (!app) throw refuseField('appId', 'AM-0008');
  const file = typeof data.binaryFileId === 'string' ? await store.file(data.binaryFileId) : undefined;
  if (!file || file.entityId !== caller.entityId || file.kind !== 'apk' || !file.manifest)
    throw refuseField('binaryFileId', 'AM-0030');
  const { packageName, versionName, versionCode } = file.manifest;
  if (packageName !== app.packageName)
    throw refuseField('binaryFileId', 'AM-0009', `package ${packageName} is not ${String(app.packageName)}`);
  return { ...data, versionName, versionCode, binaryUrl: fileUrl(file.id), installationCount: 0 };
};

/** The old pilots become Available; the new one takes their terminals when asked to keep them. */
const handOver = async (data: Values, newPilotId: number | undefined, { store }: RuleContext) => {
  const versions = await versionsOf(store, data.appId);
  const { ended, terminals } = pilotHandover(versions, newPilotId, data.keepPilotTerminals === true);
  for (const id of ended) await store.update(appVersions.name, id, { state: 'NOT_DEFINED' });
  const own = (data.authorizedTerminalIds as number[] | null) ?? [];
  return { ...data, authorizedTerminalIds: [...new Set([...own, ...terminals])] };
};

export const hooks = defineHooks({
  [appVersions.name]: [
    {
      name: VERSION_RULES.madeOfApk,
      beforeCreate: fromApk,
      beforeUpdate: (data, stored) => ({
        ...data,
        ...Object.fromEntries(fixedFields.map((field) => [field, stored[field]])),
      }),
    },
    {
      name: VERSION_RULES.codeOnce,
      beforeCreate: async (data, { store }) => {
        const versions = await versionsOf(store, data.appId);
        if (versions.some((version) => version.versionCode === data.versionCode))
          throw refuseField('versionCode', 'PM-0006');
        return data;
      },
    },
    {
      name: VERSION_RULES.lowerCode,
      beforeCreate: async (data, { store }) => {
        const versions = await versionsOf(store, data.appId);
        if (isLowerThanExisting(versions, Number(data.versionCode)) && data.confirmLowerCode !== true)
          throw refuseField('versionCode', 'AM-0006');
        return { ...data, confirmLowerCode: false };
      },
      beforeUpdate: (data) => ({ ...data, confirmLowerCode: false }),
    },
    {
      name: VERSION_RULES.reEnabling,
      beforeUpdate: (data, stored, { caller }) => {
        if (needsSystemAdministrator(String(stored.state), String(data.state)) && caller.systemAdministrator !== true)
          throw refuse(403, 'GM-0001', { Message: 'only a system administrator re-enables a disabled version' });
        return data;
      },
    },
    {
      name: VERSION_RULES.lastActive,
      beforeUpdate: async (data, stored, { store }) => {
        if (removesLastActive(await versionsOf(store, stored.appId), stored.id, String(data.state)))
          throw refuseField('state', 'AM-0033');
        return data;
      },
      beforeDelete: async (stored, { store }) => {
        if (removesLastActive(await versionsOf(store, stored.appId), stored.id)) throw refuseField('state', 'AM-0033');
      },
    },
    {
      name: VERSION_RULES.pilotHandover,
      beforeCreate: (data, context) => (data.state === 'PILOT' ? handOver(data, undefined, context) : data),
      beforeUpdate: (data, stored, context) =>
        data.state === 'PILOT' && stored.state !== 'PILOT' ? handOver(data, stored.id, context) : data,
    },
    {
      name: VERSION_RULES.promotion,
      // The one-off choice is not stored: the list it leaves is.
      beforeUpdate: (data, stored) => ({
        ...data,
        authorizedTerminalIds: authorizedAfterChange(
          String(stored.state),
          String(data.state ?? stored.state),
          data.keepAuthorizedTerminals === true,
          (data.authorizedTerminalIds ?? stored.authorizedTerminalIds) as number[] | null,
        ),
        keepAuthorizedTerminals: false,
      }),
    },
  ],
});
