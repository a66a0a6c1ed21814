import type { ApkManifest } from '../apkManifest';
import { writeBinaryXml } from './binaryXmlWriter';
import { writeZip } from './zipWriter';

export interface TestApkOptions {
  deflateRaw?: (data: Uint8Array) => Uint8Array;
  /** As shrunk release builds do: android attribute names only through the resource map. */
  stripAndroidNames?: boolean;
}

/**
 * A tiny but valid APK for tests: a ZIP holding a binary AndroidManifest.xml that declares the
 * given package and version, and a classes.dex stand-in. Android would not run it; the services
 * read it exactly as they read a real one.
 */
export const buildTestApk = (manifest: ApkManifest, options: TestApkOptions = {}): Uint8Array<ArrayBuffer> => {
  const xml = writeBinaryXml(
    {
      name: 'manifest',
      attributes: [
        { name: 'versionCode', android: true, resourceId: 0x0101021b, value: manifest.versionCode },
        { name: 'versionName', android: true, resourceId: 0x0101021c, value: manifest.versionName },
        { name: 'package', value: manifest.packageName },
        ...(manifest.sharedUserId
          ? [{ name: 'sharedUserId', android: true, resourceId: 0x0101000b, value: manifest.sharedUserId }]
          : []),
      ],
      children: [{ name: 'application', attributes: [{ name: 'label', android: true, value: 'Test' }] }],
    },
    { stripAndroidNames: options.stripAndroidNames },
  );
  return writeZip(
    [
      { name: 'AndroidManifest.xml', content: xml },
      { name: 'classes.dex', content: new TextEncoder().encode('dex\n035\0test') },
    ],
    options.deflateRaw,
  );
};

/** A 1x1 PNG (a valid image), for refusals of the wrong kind and for icons. */
export const tinyPng = (): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
