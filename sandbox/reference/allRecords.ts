import { MAX_PAGE, type RecordStore, type StoredRecord } from '../storage/repository';

/** Every record of a resource the entity sees, page by page (reference data: tens to hundreds). */
export const allRecords = (store: RecordStore, name: string, entityId: number): StoredRecord[] => {
  const records: StoredRecord[] = [];
  for (let start = 0; ; start += MAX_PAGE) {
    const page = store.list(name, {
      entityId,
      sort: { field: 'id', order: 'ASC' },
      range: [start, start + MAX_PAGE - 1],
    });
    records.push(...page.records);
    if (records.length >= page.total || page.records.length === 0) return records;
  }
};
