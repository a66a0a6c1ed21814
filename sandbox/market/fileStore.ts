import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { ApkManifestError, type ApkManifest } from '../../resources/apps/apk/apkManifest';
import {
  fileKindRules,
  TOO_LARGE_CODE,
  wrongKindMessage,
  type FileKind,
  type SniffedType,
} from '../../resources/core/upload/fileKinds';
import { sniffType } from '../../resources/core/upload/sniff';
import type { Db } from '../database';
import { refuse } from '../errors';
import { inspectArchive } from './archiveFile';

/** An uploaded file as the services describe it. */
export interface StoredFile {
  id: string;
  entityId: number;
  kind: FileKind;
  type: SniffedType;
  size: number;
  name: string;
  manifest: ApkManifest | null;
}

interface FileRow {
  id: string;
  entity_id: number;
  kind: FileKind;
  type: SniffedType;
  size: number;
  name: string;
  manifest: string | null;
}


/**
 * Uploaded files on disk, in a folder beside the database file (`<db>-files/`), described in the
 * `market_files` table. Content decides the kind: a file of another kind is refused with the
 * kind's code (AM-0019 for images, AM-0009 otherwise), one over the kind's limit with GM-0013,
 * and an APK must carry a readable manifest (GM-0013 otherwise).
 */
export const createFileStore = (db: Db, databaseFile: string) => {
  const folder =
    databaseFile === ':memory:'
      ? mkdtempSync(join(tmpdir(), 'sandbox-files-'))
      : join(dirname(databaseFile), `${basename(databaseFile)}-files`);
  mkdirSync(folder, { recursive: true });
  db.exec(`CREATE TABLE IF NOT EXISTS market_files (
    id TEXT PRIMARY KEY, entity_id INTEGER NOT NULL, kind TEXT NOT NULL, type TEXT NOT NULL,
    size INTEGER NOT NULL, name TEXT NOT NULL, manifest TEXT, created_at INTEGER NOT NULL)`);
  const insert = db.prepare(
    'INSERT INTO market_files (id, entity_id, kind, type, size, name, manifest, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const select = db.prepare('SELECT * FROM market_files WHERE id = ?');
  const pathOf = (id: string) => join(folder, id);

  const describe = (row: FileRow): StoredFile => ({
    id: row.id,
    entityId: row.entity_id,
    kind: row.kind,
    type: row.type,
    size: row.size,
    name: row.name,
    manifest: row.manifest ? (JSON.parse(row.manifest) as ApkManifest) : null,
  });

  /** What the file on disk is, by its content: a ZIP is an APK when its directory lists a manifest. */
  const typeOf = async (kind: FileKind, path: string): Promise<{ type: SniffedType; manifest: ApkManifest | null }> => {
    let type = sniffType(await readHead(path));
    let manifest: ApkManifest | null = null;
    if (type === 'zip' && kind === 'apk') {
      try {
        ({ manifest } = await inspectArchive(path));
      } catch (error) {
        if (!(error instanceof ApkManifestError)) throw error;
        throw refuse(400, 'GM-0013', { Message: error.message, Errors: { file: 'GM-0013' } });
      }
      if (manifest) type = 'apk';
    }
    if (!fileKindRules[kind].types.includes(type)) {
      const code = fileKindRules[kind].wrongKindCode;
      throw refuse(400, code, { Message: wrongKindMessage(type, kind), Errors: { file: code } });
    }
    return { type, manifest };
  };

  return {
    /** Streams the upload to disk, then checks it; a refused file leaves nothing behind. */
    async save(entityId: number, kind: FileKind, name: string, stream: Readable & { truncated?: boolean }) {
      const id = randomUUID();
      const path = pathOf(id);
      try {
        await pipeline(stream, createWriteStream(path));
        if (stream.truncated)
          throw refuse(400, TOO_LARGE_CODE, { Message: 'file too large', Errors: { file: TOO_LARGE_CODE } });
        const { type, manifest } = await typeOf(kind, path);
        const { size } = await stat(path);
        const safeName = name.replace(/[^\w.\- ]/g, '_').slice(0, 200) || id;
        insert.run(id, entityId, kind, type, size, safeName, manifest ? JSON.stringify(manifest) : null, Date.now());
        return describe(select.get(id) as FileRow);
      } catch (error) {
        rmSync(path, { force: true });
        throw error;
      }
    },
    get(id: string): StoredFile | undefined {
      const row = select.get(id) as FileRow | undefined;
      return row && describe(row);
    },
    /** The file's content, to send back. */
    open: (id: string) => createReadStream(pathOf(id)),
  };
};

const readHead = async (path: string) => {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(16);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
};

export type FileStore = ReturnType<typeof createFileStore>;
