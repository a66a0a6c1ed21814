import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniffType } from '../../core/upload/sniff';
import { ApkManifestError, holdsManifest, MANIFEST_MAX_BYTES, readApkManifest } from './apkManifest';
import { buildTestApk, tinyPng } from './testing/testApk';
import { writeZip } from './testing/zipWriter';

const inflate = (data: Uint8Array, maxBytes: number) =>
  new Uint8Array(inflateRawSync(data, { maxOutputLength: maxBytes }));
const deflate = (data: Uint8Array) => new Uint8Array(deflateRawSync(data));
const manifest = { packageName: 'com.example.pay', versionName: '2.3.1', versionCode: 231 };

describe('readApkManifest', () => {
  it('reads package, version name and code from a stored manifest', () => {
    expect(readApkManifest(buildTestApk(manifest), inflate)).toEqual(manifest);
  });

  it('reads a deflated manifest', () => {
    expect(readApkManifest(buildTestApk(manifest, { deflateRaw: deflate }), inflate)).toEqual(manifest);
  });

  it('names android attributes through the resource map when the pool strips them', () => {
    expect(readApkManifest(buildTestApk(manifest, { stripAndroidNames: true }), inflate)).toEqual(manifest);
  });

  it('reads the shared user a system component runs as, named or through the resource map', () => {
    const system = { ...manifest, sharedUserId: 'android.uid.system' };
    expect(readApkManifest(buildTestApk(system), inflate)).toEqual(system);
    expect(readApkManifest(buildTestApk(system, { stripAndroidNames: true }), inflate)).toEqual(system);
  });

  it('refuses a ZIP without a manifest', () => {
    const zip = writeZip([{ name: 'readme.txt', content: new TextEncoder().encode('hi') }]);
    expect(holdsManifest(zip)).toBe(false);
    expect(() => readApkManifest(zip, inflate)).toThrow(ApkManifestError);
  });

  it('refuses a manifest that is not binary XML', () => {
    const zip = writeZip([{ name: 'AndroidManifest.xml', content: new TextEncoder().encode('<manifest/>') }]);
    expect(() => readApkManifest(zip, inflate)).toThrow(/unreadable manifest/);
  });

  it('refuses a manifest its directory declares over the limit, before inflating it', () => {
    const zip = writeZip([
      {
        name: 'AndroidManifest.xml',
        content: new Uint8Array(0),
        deflated: { data: deflate(new Uint8Array(MANIFEST_MAX_BYTES + 1)), declaredSize: MANIFEST_MAX_BYTES + 1 },
      },
    ]);
    const inflateNothing = () => {
      throw new Error('inflated');
    };
    expect(() => readApkManifest(zip, inflateNothing)).toThrow(/over 524288 bytes/);
  });

  it('refuses what is no archive', () => {
    expect(() => readApkManifest(tinyPng(), inflate)).toThrow(ApkManifestError);
  });
});

describe('sniffType', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it.each([
    ['png', tinyPng()],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['mp4', bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d)],
    ['webm', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f)],
    ['pdf', new TextEncoder().encode('%PDF-1.7\n')],
    ['unknown', new TextEncoder().encode('hello')],
  ])('says %s', (type, content) => expect(sniffType(content)).toBe(type));

  it('tells an APK from another archive by its manifest', () => {
    const apk = buildTestApk(manifest);
    expect(sniffType(apk, () => holdsManifest(apk))).toBe('apk');
    const zip = writeZip([{ name: 'a.txt', content: bytes(1) }]);
    expect(sniffType(zip, () => holdsManifest(zip))).toBe('zip');
  });
});
