import { NOT_FIRMWARE, SYSTEM_SHARED_USER, suitsComponentType } from '../components/firmware';
import { components } from '../components/schema';
import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { refuse, refuseField } from '../core/serviceError';
import { fileUrl } from '../core/upload/fileAddress';
import { componentVersions } from './schema';

export const COMPONENT_VERSION_RULES = {
  madeOfBinary: 'a component version is made of an uploaded binary of the component’s package (AM-0030, AM-0009)',
  codeOnce: 'a component version code is held by one version of the component (PM-0006)',
  firmware: 'a firmware component takes only a binary that runs as the system (AM-0009)',
  current: 'a new version of the highest code becomes the component’s current version',
} as const;

/** What a version keeps whatever an update says: its component and the binary it was made of. */
const fixedFields = ['componentId', 'binaryFileId', 'binaryUrl', 'versionName', 'versionCode'] as const;

/**
 * The binary is one the caller's entity uploaded, whose manifest gives the version's name and
 * code; a component with a package name takes only binaries of that package.
 */
const fromBinary = async (data: Values, { store, caller }: RuleContext): Promise<Values> => {
  const component = await store.get(components.name, Number(data.componentId));
  if (!component) throw refuseField('componentId', 'AM-0008');
  const file = typeof data.binaryFileId === 'string' ? await store.file(data.binaryFileId) : undefined;
  if (!file || file.entityId !== caller.entityId || file.kind !== 'apk' || !file.manifest)
    throw refuseField('binaryFileId', 'AM-0030');
  const { packageName, versionName, versionCode } = file.manifest;
  if (component.packageName && packageName !== component.packageName)
    throw refuseField('binaryFileId', 'AM-0009', `package ${packageName} is not ${String(component.packageName)}`);
  return { ...data, versionName, versionCode, binaryUrl: fileUrl(file.id) };
};

/** Runs after `fromBinary`: the component and the binary's manifest are known good. */
const firmwareBinary = async (data: Values, { store }: RuleContext): Promise<Values> => {
  const component = await store.get(components.name, Number(data.componentId));
  const file = await store.file(String(data.binaryFileId));
  if (component && file?.manifest && !suitsComponentType(component.type, file.manifest))
    throw refuse(400, 'AM-0009', {
      Message: `sharedUserId ${file.manifest.sharedUserId ?? 'none'}-${SYSTEM_SHARED_USER}`,
      Errors: { binaryFileId: NOT_FIRMWARE },
    });
  return data;
};

/** The component shows its newest version: the one of the highest code, the new one when it is. */
const moveCurrentVersion = async (data: Values, { store }: RuleContext): Promise<Values> => {
  const componentId = Number(data.componentId);
  const versions = await store.list(componentVersions.name, { componentId });
  if (versions.every((version) => Number(version.versionCode) < Number(data.versionCode)))
    await store.update(components.name, componentId, { currentVersion: data.versionName });
  return data;
};

export const hooks = defineHooks({
  [componentVersions.name]: [
    {
      name: COMPONENT_VERSION_RULES.madeOfBinary,
      beforeCreate: fromBinary,
      beforeUpdate: (data, stored) => ({
        ...data,
        ...Object.fromEntries(fixedFields.map((field) => [field, stored[field]])),
      }),
    },
    {
      name: COMPONENT_VERSION_RULES.codeOnce,
      beforeCreate: async (data, { store }) => {
        const versions = await store.list(componentVersions.name, { componentId: Number(data.componentId) });
        if (versions.some((version) => Number(version.versionCode) === data.versionCode))
          throw refuseField('versionCode', 'PM-0006');
        return data;
      },
    },
    { name: COMPONENT_VERSION_RULES.firmware, beforeCreate: firmwareBinary },
    { name: COMPONENT_VERSION_RULES.current, beforeCreate: moveCurrentVersion },
  ],
});
