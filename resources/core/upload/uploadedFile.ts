import type { FileKind, SniffedType } from './fileKinds';

/** What the service answers for an accepted upload; an APK adds what its manifest declares. */
export interface UploadedFile {
  id: string;
  url: string;
  kind: FileKind;
  type: SniffedType;
  size: number;
  name: string;
  packageName?: string;
  versionName?: string;
  versionCode?: number;
  sharedUserId?: string;
}

export interface UploadRequest {
  kind: FileKind;
  file: File;
  /** Bytes sent so far and in all. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborting cancels the upload. */
  signal?: AbortSignal;
}
