import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDailyFigures } from './dailyFigures';

const TABLE = 'r_operations';

/** The operations' table as the resource store lays it out: a JSON record and stored columns. */
const operationsTable = () => {
  const db = new Database(':memory:');
  const stored = (field: string, type: string, collate = '') =>
    `"f_${field}" ${type} ${collate} GENERATED ALWAYS AS (json_extract(data, '$.${field}')) STORED`;
  db.exec(`CREATE TABLE ${TABLE} (id INTEGER PRIMARY KEY, entity_id INTEGER, data TEXT NOT NULL,
    ${stored('date', 'TEXT', 'COLLATE NOCASE')}, ${stored('type', 'TEXT', 'COLLATE NOCASE')},
    ${stored('amount', 'REAL')}, ${stored('currency', 'TEXT', 'COLLATE NOCASE')})`);
  const insert = db.prepare(`INSERT INTO ${TABLE} (id, entity_id, data) VALUES (?, ?, ?)`);
  const add = (id: number, entityId: number, record: Record<string, unknown>) =>
    insert.run(id, entityId, JSON.stringify(record));
  return { db, add };
};

/** The same figures summed over every operation, as the queries did before the daily table. */
const rawFigures = (db: Database.Database, entityId: number, from: string, to: string) => ({
  byType: db
    .prepare(
      `SELECT upper(f_type) AS type, count(*) AS count, coalesce(sum(CAST(round(f_amount * 100) AS INTEGER)), 0) AS cents,
       min(f_currency) AS currency FROM ${TABLE} WHERE entity_id = ? AND f_date >= ? AND f_date < ? GROUP BY upper(f_type)`,
    )
    .all(entityId, from, to),
  byMonth: db
    .prepare(
      `SELECT substr(f_date, 1, 7) AS bucket, count(*) AS count, coalesce(sum(CASE f_type WHEN 'SALE' THEN CAST(round(f_amount * 100) AS INTEGER)
       WHEN 'CANCELLATION' THEN -CAST(round(f_amount * 100) AS INTEGER) WHEN 'REFUND' THEN -CAST(round(f_amount * 100) AS INTEGER) ELSE 0 END), 0) AS cents
       FROM ${TABLE} WHERE entity_id = ? AND f_date >= ? AND f_date < ? GROUP BY bucket`,
    )
    .all(entityId, from, to),
});

const RANGES: [string, string][] = [
  ['2026-10-01', '2026-12-01'],
  ['2026-11-27', '2026-11-28'],
  ['2026-10-15', '2026-10-16'],
];

const expectAgreement = (db: Database.Database, daily: ReturnType<typeof createDailyFigures>) => {
  for (const entityId of [9, 3])
    for (const [from, to] of RANGES) {
      const raw = rawFigures(db, entityId, from, to);
      const byType = (rows: unknown[]) =>
        [...rows].sort((a, b) =>
          String(Object.values(a as object)[0]).localeCompare(String(Object.values(b as object)[0])),
        );
      expect(byType(daily.byType.all(entityId, from, to))).toEqual(byType(raw.byType));
      expect(byType(daily.byMonth.all(entityId, from, to))).toEqual(byType(raw.byMonth));
    }
};

describe("an entity's daily figures", () => {
  it('start from the operations already stored, and follow every insert, change and deletion', () => {
    const { db, add } = operationsTable();
    add(1, 9, { date: '2026-11-27T10:00:00.000Z', type: 'SALE', amount: 10.255, currency: 'EUR' });
    add(2, 9, { date: '2026-11-27T23:59:59.000Z', type: 'REFUND', amount: 2.5, currency: 'EUR' });
    add(3, 9, { date: '2026-10-15T08:00:00.000Z', type: 'CANCELLATION', amount: 4, currency: 'EUR' });
    add(4, 3, { date: '2026-11-27T12:00:00.000Z', type: 'SALE', amount: 7, currency: 'USD' });
    const daily = createDailyFigures(db, TABLE);
    expectAgreement(db, daily);

    add(5, 9, { date: '2026-11-27T11:00:00.000Z', type: 'SALE', amount: 1.1, currency: 'EUR' });
    add(6, 9, { date: '2026-11-27T11:30:00.000Z', type: 'PREAUTHORIZATION', amount: 50 });
    add(7, 9, { type: 'SALE', amount: 3, currency: 'EUR' });
    add(8, 9, { date: '2026-11-27T13:00:00.000Z', type: 'sale', amount: 0.5, currency: 'EUR' });
    expectAgreement(db, daily);

    db.prepare(
      `UPDATE ${TABLE} SET data = json_set(data, '$.type', 'CANCELLATION', '$.amount', 9.99) WHERE id = 5`,
    ).run();
    db.prepare(`UPDATE ${TABLE} SET data = json_set(data, '$.date', '2026-10-15T09:00:00.000Z') WHERE id = 1`).run();
    expectAgreement(db, daily);

    db.prepare(`DELETE FROM ${TABLE} WHERE id IN (2, 3, 6)`).run();
    expectAgreement(db, daily);
    // No figure is left for a day and type without operations.
    expect(db.prepare(`SELECT count(*) AS rows FROM ${TABLE}__daily WHERE count <= 0`).get()).toEqual({ rows: 0 });
  });

  it('are made once: a second start keeps the table its triggers kept', () => {
    const { db, add } = operationsTable();
    add(1, 9, { date: '2026-11-27T10:00:00.000Z', type: 'SALE', amount: 10, currency: 'EUR' });
    createDailyFigures(db, TABLE);
    add(2, 9, { date: '2026-11-27T11:00:00.000Z', type: 'SALE', amount: 5, currency: 'EUR' });
    const again = createDailyFigures(db, TABLE);
    expect(again.byType.all(9, '2026-11-27', '2026-11-28')).toEqual([
      { type: 'SALE', count: 2, cents: 1500, currency: 'EUR' },
    ]);
  });

  it('are made again at a start that finds them not counting every operation', () => {
    const { db, add } = operationsTable();
    add(1, 9, { date: '2026-11-27T10:00:00.000Z', type: 'SALE', amount: 10, currency: 'EUR' });
    createDailyFigures(db, TABLE);
    // Written while the triggers were gone (a table rebuilt by a migration, say).
    db.exec(`DROP TRIGGER ${TABLE}__daily__insert`);
    add(2, 9, { date: '2026-11-27T11:00:00.000Z', type: 'SALE', amount: 5, currency: 'EUR' });
    const daily = createDailyFigures(db, TABLE);
    expectAgreement(db, daily);
    add(3, 9, { date: '2026-11-27T12:00:00.000Z', type: 'REFUND', amount: 1, currency: 'EUR' });
    expectAgreement(db, daily);
  });
});
