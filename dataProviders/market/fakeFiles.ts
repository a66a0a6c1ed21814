import type { UploadedFile as RuleFile } from '../../resources/core/rules/domainHooks';
import type { UploadedFile } from '../../resources/core/upload/uploadedFile';

/** Files uploaded to the in-memory services, by id, with the entity that uploaded each and their content. */
export const fakeFiles = new Map<string, UploadedFile & { entityId: number; content?: Blob }>();

/** A stored file as the domains' rules read it (an APK with what its manifest declares). */
export const ruleFileOf = (id: string): RuleFile | undefined => {
  const file = fakeFiles.get(id);
  if (!file) return undefined;
  const { packageName, versionName, versionCode, sharedUserId } = file;
  const manifest =
    packageName !== undefined && versionName !== undefined && versionCode !== undefined
      ? { packageName, versionName, versionCode, sharedUserId }
      : undefined;
  return { id: file.id, entityId: file.entityId, kind: file.kind, type: file.type, size: file.size, manifest };
};
