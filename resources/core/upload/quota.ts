/**
 * How much an entity may keep in uploaded files: the entity configuration's
 * `FILE_STORAGE_QUOTA_MB`, or 1024 MB when it says nothing. An upload that would take the
 * entity's files over it is refused with QUOTA_CODE, in both back ends.
 */
export const FILE_QUOTA_KEY = 'FILE_STORAGE_QUOTA_MB';
export const DEFAULT_FILE_QUOTA_MB = 1024;
export const QUOTA_CODE = 'AM-0034';

const MB = 1024 * 1024;

/** The entity's quota in bytes, from its configuration. */
export const quotaBytesOf = (config: Readonly<Record<string, string>>) => {
  const mb = Number(config[FILE_QUOTA_KEY]);
  return (config[FILE_QUOTA_KEY] !== undefined && Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_FILE_QUOTA_MB) * MB;
};

/** Whether adding `bytes` to what the entity keeps goes over its quota. */
export const overQuota = (usedBytes: number, bytes: number, quotaBytes: number) => usedBytes + bytes > quotaBytes;
