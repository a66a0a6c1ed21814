import type { Db } from '../database';

const FILE_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * The ids of the stored files some record refers to, by address or by id (`binaryFileId`): each
 * resource table (`tables`, from the schemas) is read once, only the rows that name a file at all.
 * A UUID such a row holds for another purpose only keeps a file longer, never removes one in use.
 */
export const referencedFileIds = (db: Db, tables: readonly string[]): Set<string> => {
  const ids = new Set<string>();
  tables.forEach((table) => {
    const rows = db
      .prepare(`SELECT data FROM "${table}" WHERE instr(data, '/Application/files/') > 0 OR instr(data, 'FileId"') > 0`)
      .all() as { data: string }[];
    rows.forEach(({ data }) => [...data.matchAll(FILE_ID)].forEach(([id]) => ids.add(id)));
  });
  return ids;
};
