import type { RecordStore, StoredRecord } from '../../storage/repository';
import { MAX_PAGE } from '../../storage/repository';

const CHUNK = 900;

/** The entity's terminals with these serial numbers (indexed lookups, a chunk at a time). */
export const terminalsBySerial = (store: RecordStore, entityId: number, serials: readonly string[]) => {
  const found: StoredRecord[] = [];
  for (let i = 0; i < serials.length; i += CHUNK) {
    const chunk = serials.slice(i, i + CHUNK);
    found.push(
      ...store.list('terminals', { entityId, filter: { serialNumber: chunk }, range: [0, chunk.length - 1] }).records,
    );
  }
  return found;
};

/** Every terminal of the entity matching a list filter, page by page. */
export const terminalsMatching = (store: RecordStore, entityId: number, filter: Record<string, unknown>) => {
  const found: StoredRecord[] = [];
  for (let start = 0; ; start += MAX_PAGE) {
    const page = store.list('terminals', {
      entityId,
      filter,
      sort: { field: 'id', order: 'ASC' },
      range: [start, start + MAX_PAGE - 1],
    });
    found.push(...page.records);
    if (found.length >= page.total || page.records.length === 0) return found;
  }
};
