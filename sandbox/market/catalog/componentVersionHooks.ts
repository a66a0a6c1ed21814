import type { SandboxContext } from '../../context';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { fileUrl, type FileStore } from '../fileStore';
import { fieldRefusal } from './access';

/** What a version keeps whatever an update says: its component and the binary it was made of. */
const fixedFields = ['componentId', 'binaryFileId', 'binaryUrl', 'versionName', 'versionCode'] as const;

/**
 * Component versions around the engine's writes: made of an uploaded binary of the caller's
 * entity (AM-0030 otherwise) whose manifest gives the version name and code; a component with a
 * package name takes only binaries of that package (AM-0009); a code is not repeated (PM-0006).
 */
export const createComponentVersionHooks = ({ store }: SandboxContext, files: FileStore): ResourceHooks => ({
  beforeCreate(data, { entityId }: HookContext) {
    const component = store.get('components', Number(data.componentId), entityId);
    if (!component) throw fieldRefusal('componentId', 'AM-0008');
    const file = typeof data.binaryFileId === 'string' ? files.get(data.binaryFileId) : undefined;
    if (!file || file.entityId !== entityId || file.kind !== 'apk' || !file.manifest)
      throw fieldRefusal('binaryFileId', 'AM-0030');
    const { packageName, versionName, versionCode } = file.manifest;
    if (component.packageName && packageName !== component.packageName)
      throw fieldRefusal('binaryFileId', 'AM-0009', `package ${packageName} is not ${String(component.packageName)}`);
    const codes = store
      .idsWhere('componentVersions', 'componentId', component.id)
      .map((id) => Number(store.get('componentVersions', id)?.versionCode));
    if (codes.includes(versionCode)) throw fieldRefusal('versionCode', 'PM-0006');
    return { ...data, versionName, versionCode, binaryUrl: fileUrl(file.id) };
  },
  beforeUpdate(id, data) {
    const stored = store.get('componentVersions', id);
    if (!stored) return data;
    return { ...data, ...Object.fromEntries(fixedFields.map((field) => [field, stored[field]])) };
  },
});
