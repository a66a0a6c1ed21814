import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import {
  ApkManifestError,
  MANIFEST_ENTRY,
  MANIFEST_MAX_BYTES,
  manifestFromXml,
  type ApkManifest,
} from '../../resources/apps/apk/apkManifest';
import {
  checkEntrySize,
  dataStartOf,
  EOCD_SEARCH,
  LOCAL_HEADER_SIZE,
  locateCentralDirectory,
  readCentralDirectory,
  STORED,
  ZipFormatError,
} from '../../resources/apps/apk/zipEntries';

/** An APK's directory of a few thousand entries is a few hundred kilobytes; larger is refused. */
const DIRECTORY_MAX_BYTES = 4 * 1024 * 1024;

const inflateAsync = promisify(inflateRaw);

/**
 * What an uploaded archive on disk holds, read the way a careful unzipper does: only its end
 * record and central directory, then the one manifest entry, after the directory says it is small,
 * inflated on the thread pool with an output limit (a directory that lies about the size still
 * stops at the limit). The rest of the archive is never read into memory.
 */
export const inspectArchive = async (path: string): Promise<{ manifest: ApkManifest | null }> => {
  const file = await open(path, 'r');
  const readAt = async (position: number, length: number) => {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    return new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead);
  };
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, EOCD_SEARCH);
    const directory = locateCentralDirectory(await readAt(size - tailLength, tailLength), size);
    if (directory.size > DIRECTORY_MAX_BYTES) throw new ZipFormatError('central directory too large');
    const entries = readCentralDirectory(await readAt(directory.offset, directory.size), directory.count);
    const entry = entries.find((candidate) => candidate.name === MANIFEST_ENTRY);
    if (!entry) return { manifest: null };
    checkEntrySize(entry, MANIFEST_MAX_BYTES);
    const start = dataStartOf(entry, await readAt(entry.localOffset, LOCAL_HEADER_SIZE));
    const content = await readAt(start, entry.compressedSize);
    if (content.length !== entry.compressedSize) throw new ZipFormatError('truncated entry');
    const xml =
      entry.method === STORED
        ? content
        : new Uint8Array(await inflateAsync(content, { maxOutputLength: MANIFEST_MAX_BYTES }));
    return { manifest: manifestFromXml(xml) };
  } catch (error) {
    if (error instanceof ApkManifestError) throw error;
    throw new ApkManifestError(`unreadable archive: ${(error as Error).message}`);
  } finally {
    await file.close();
  }
};
