import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_FILTER, ONLINE_FILTER, terminals } from '../../../resources/terminals/schema';
import { filterConditions } from '../../storage/filters';
import { planList } from '../../storage/listPlan';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';
import { deletedCondition, onlineCondition } from './onlineFilter';

/** The query plan SQLite picks for the count of a terminal list with these filters (entity 9). */
describe('online filter indexes', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  const countPlan = (filter: Record<string, unknown>) => {
    const custom = { [ONLINE_FILTER]: onlineCondition(() => Date.now()), [DELETED_FILTER]: deletedCondition };
    const conditions = filterConditions(terminals, filter, custom);
    const { count } = planList(terminals, { sql: 'entity_id = ?', params: [9] }, conditions, {
      field: 'lastConnectionDate',
      direction: 'DESC',
    });
    const rows = sandbox.context.db.prepare(`EXPLAIN QUERY PLAN ${count.sql}`).all(...count.params) as {
      detail: string;
    }[];
    return rows.map((row) => row.detail).join(' | ');
  };

  it('counts online and offline terminals that are not deleted from an index that holds the deleted flag', () => {
    expect(countPlan({ [DELETED_FILTER]: false, [ONLINE_FILTER]: true })).toMatch(
      /USING INDEX r_terminals__online \(entity_id=\? AND f_lastConnectionDate>\?\)/,
    );
    expect(countPlan({ [DELETED_FILTER]: false, [ONLINE_FILTER]: false })).toMatch(
      /USING INDEX r_terminals__\w*online/,
    );
  });

  it('counts a brand or a model combined with online from one index range', () => {
    expect(countPlan({ [DELETED_FILTER]: false, [ONLINE_FILTER]: true, brandId: 2 })).toMatch(
      /USING INDEX r_terminals__brandId_online \(entity_id=\? AND f_brandId=\? AND f_lastConnectionDate>\?\)/,
    );
    expect(countPlan({ [DELETED_FILTER]: false, [ONLINE_FILTER]: true, modelId: 3 })).toMatch(
      /USING INDEX r_terminals__modelId_online/,
    );
  });
});
