import { readBinaryXml } from './binaryXml';
import { readZipEntry, zipEntries, type InflateRaw } from './zipEntries';

/** What an APK says about itself in its manifest. */
export interface ApkManifest {
  packageName: string;
  versionName: string;
  versionCode: number;
  /** The Linux user the app shares (`android.uid.system` for a component of the system image). */
  sharedUserId?: string;
}

export class ApkManifestError extends Error {}

export const MANIFEST_ENTRY = 'AndroidManifest.xml';
/** A real manifest is a few kilobytes; a larger one is refused before it is inflated. */
export const MANIFEST_MAX_BYTES = 512 * 1024;

/** The manifest's package, version name and code from its binary XML. */
export const manifestFromXml = (manifestBytes: Uint8Array): ApkManifest => {
  let manifest;
  try {
    manifest = readBinaryXml(manifestBytes).find((element) => element.name === 'manifest');
  } catch (error) {
    throw new ApkManifestError(`unreadable manifest: ${(error as Error).message}`);
  }
  const { package: packageName, versionName, versionCode, sharedUserId } = manifest?.attributes ?? {};
  const code = typeof versionCode === 'string' ? Number(versionCode) : versionCode;
  if (typeof packageName !== 'string' || packageName === '') throw new ApkManifestError('no package name');
  if (typeof code !== 'number' || !Number.isSafeInteger(code) || code < 1)
    throw new ApkManifestError('no version code');
  return {
    packageName,
    versionName: typeof versionName === 'string' ? versionName : String(code),
    versionCode: code,
    ...(typeof sharedUserId === 'string' && sharedUserId !== '' ? { sharedUserId } : {}),
  };
};

/**
 * The package name, version name and version code an APK declares, read from the binary
 * AndroidManifest.xml inside it. Throws ApkManifestError when the file is no readable APK.
 */
export const readApkManifest = (apk: Uint8Array, inflateRaw: InflateRaw): ApkManifest => {
  let manifestBytes: Uint8Array | undefined;
  try {
    manifestBytes = readZipEntry(apk, MANIFEST_ENTRY, inflateRaw, MANIFEST_MAX_BYTES);
  } catch (error) {
    throw new ApkManifestError(`unreadable archive: ${(error as Error).message}`);
  }
  if (!manifestBytes) throw new ApkManifestError('no AndroidManifest.xml');
  return manifestFromXml(manifestBytes);
};

/** Whether a ZIP archive holds a manifest, without reading it: an APK's mark. */
export const holdsManifest = (zip: Uint8Array): boolean => {
  try {
    return zipEntries(zip).some((entry) => entry.name === MANIFEST_ENTRY);
  } catch {
    return false;
  }
};
