/** The entity configuration flag that puts the app service's stored files behind the token. */
export const FILE_WITH_AUTHORIZATION = 'GET_FILE_WITH_AUTHORIZATION';

const STORED_FILE = /\/api\/v1\/Application\/files\/[0-9a-f-]{36}$/;

/** Whether a URL names a file stored by the app service (not a data URL, not another site's image). */
export const isStoredFileUrl = (url: string): boolean => STORED_FILE.test(url);

/** The stored file's id, the last segment of its URL. */
export const storedFileId = (url: string): string | undefined =>
  isStoredFileUrl(url) ? url.slice(url.lastIndexOf('/') + 1) : undefined;
