import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { ApkManifestError, type ApkManifest } from '../../resources/apps/apk/apkManifest';
import { contentRefusal } from '../../resources/core/upload/contentCheck';
import { TOO_LARGE_CODE, type FileKind, type SniffedType } from '../../resources/core/upload/fileKinds';
import { overQuota, QUOTA_CODE, quotaBytesOf } from '../../resources/core/upload/quota';
import { sniffType } from '../../resources/core/upload/sniff';
import type { Db } from '../database';
import { createEntityConfigStore } from '../entities/entityConfig';
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

const quotaRefusal = () => refuse(400, QUOTA_CODE, { Message: 'storage quota exceeded', Errors: { file: QUOTA_CODE } });

/**
 * Uploaded files on disk, in a folder beside the database file (`<db>-files/`), described in the
 * `market_files` table. Content decides the kind: a file of another kind, or declared as another
 * type than its content, is refused with the kind's code (AM-0019 for images, AM-0009 otherwise),
 * one over the kind's limit with GM-0013, one that would take its entity over its storage quota
 * with AM-0034, and an APK must carry a readable manifest (GM-0013 otherwise). `now` is the
 * clock the files' upload times are read from.
 */
export const createFileStore = (db: Db, databaseFile: string, now: () => number = Date.now) => {
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
  const usage = db.prepare('SELECT coalesce(sum(size), 0) AS used FROM market_files WHERE entity_id = ?');
  const uploadedBefore = db.prepare('SELECT id FROM market_files WHERE created_at < ?');
  const deleteRow = db.prepare('DELETE FROM market_files WHERE id = ?');
  const configs = createEntityConfigStore(db);
  const usedBy = (entityId: number) => (usage.get(entityId) as { used: number }).used;
  const quotaOf = (entityId: number) => quotaBytesOf(configs.read(entityId));
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
  const typeOf = async (
    kind: FileKind,
    path: string,
    declared: string | undefined,
  ): Promise<{ type: SniffedType; manifest: ApkManifest | null }> => {
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
    const refusal = contentRefusal(kind, type, declared);
    if (refusal) throw refuse(400, refusal.code, { Message: refusal.message, Errors: { file: refusal.code } });
    return { type, manifest };
  };

  return {
    /** Refuses, before a byte is read, an upload its sender says would go over the entity's quota. */
    checkQuota(entityId: number, declaredBytes: number) {
      if (overQuota(usedBy(entityId), declaredBytes, quotaOf(entityId))) throw quotaRefusal();
    },
    /**
     * Streams the upload to disk, then checks it (content, declared type, quota); a refused file
     * leaves nothing behind.
     */
    async save(
      entityId: number,
      upload: { kind: FileKind; name: string; declaredType?: string },
      stream: Readable & { truncated?: boolean },
    ) {
      const { kind, name, declaredType } = upload;
      const id = randomUUID();
      const path = pathOf(id);
      try {
        await pipeline(stream, createWriteStream(path));
        if (stream.truncated)
          throw refuse(400, TOO_LARGE_CODE, { Message: 'file too large', Errors: { file: TOO_LARGE_CODE } });
        const { size } = await stat(path);
        if (overQuota(usedBy(entityId), size, quotaOf(entityId))) throw quotaRefusal();
        const { type, manifest } = await typeOf(kind, path, declaredType);
        const safeName = name.replace(/[^\w.\- ]/g, '_').slice(0, 200) || id;
        insert.run(id, entityId, kind, type, size, safeName, manifest ? JSON.stringify(manifest) : null, now());
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
    /** The ids of files uploaded before `time`. */
    uploadedBefore: (time: number) => (uploadedBefore.all(time) as { id: string }[]).map(({ id }) => id),
    /** Forgets a file and removes its content. */
    remove(id: string) {
      deleteRow.run(id);
      rmSync(pathOf(id), { force: true });
    },
    now,
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
