import { afterEach, describe, expect, it } from 'vitest';
import { onlineSince } from '../../../resources/terminals/schema';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';
import { createHeartbeat, HEARTBEAT_ODDS } from './heartbeat';

const MINUTE = 60_000;
const SEEDED_AT = Date.UTC(2031, 4, 10, 9, 30);

describe('terminal heartbeats and the seeding clock', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox | undefined;
  afterEach(async () => {
    await sandbox?.close();
    sandbox = undefined;
  });
  const idsOf = (open: TestSandbox) =>
    (open.context.db.prepare('SELECT id FROM r_terminals ORDER BY id').all() as { id: number }[]).map((r) => r.id);
  const onlineAt = (open: TestSandbox, now: number) =>
    new Set(
      open.context.store
        .list('terminals', { filter: { online: { online: true, since: onlineSince(now, 10) } }, range: [0, 999] })
        .records.map((record) => record.id),
    );

  it('seeds last connections relative to the seeding clock: online then, none in the future', async () => {
    sandbox = await startSandbox({ terminals: 100, worldNow: SEEDED_AT });
    const dates = sandbox.context.store
      .list('terminals', { range: [0, 999] })
      .records.map((record) => Date.parse(String(record.lastConnectionDate)));
    expect(Math.max(...dates)).toBeLessThanOrEqual(SEEDED_AT);
    const share = onlineAt(sandbox, SEEDED_AT).size / dates.length;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.9);
    expect(onlineAt(sandbox, SEEDED_AT + 11 * MINUTE).size).toBe(0);
  });

  it('seeds at the time of seeding when no clock is pinned', async () => {
    const before = Date.now();
    sandbox = await startSandbox({ terminals: 40, worldNow: undefined });
    expect(onlineAt(sandbox, Date.now()).size).toBeGreaterThan(10);
    const latest = Math.max(
      ...sandbox.context.store
        .list('terminals', { range: [0, 999] })
        .records.map((record) => Date.parse(String(record.lastConnectionDate))),
    );
    expect(latest).toBeGreaterThanOrEqual(before - 10 * MINUTE);
    expect(latest).toBeLessThanOrEqual(Date.now());
  });

  it('visits a rotating batch, skipping deleted terminals; silent ones keep their data', async () => {
    sandbox = await startSandbox({ terminals: 40, worldNow: SEEDED_AT });
    const { db, store } = sandbox.context;
    const ids = idsOf(sandbox);
    store.update('terminals', ids[1], { deleted: true });
    const now = SEEDED_AT + MINUTE;
    const heartbeat = createHeartbeat(db, {
      batch: 10,
      dropShare: 0.2,
      returnShare: 0.5,
      onlineMs: 10 * MINUTE,
      now: () => now,
    });
    const before = new Map(ids.map((id) => [id, store.get('terminals', id)]));
    const first = heartbeat.tick();
    const visited = [...first.reported, ...first.silent].sort((a, b) => a - b);
    expect(visited).toEqual(ids.filter((id) => id !== ids[1]).slice(0, 10));
    expect(first.reported.length).toBeGreaterThan(0);
    first.reported.forEach((id) => {
      const record = store.get('terminals', id);
      expect(record?.lastConnectionDate).toBe(new Date(now).toISOString());
      expect(record?.batteryLevel).not.toBe(before.get(id)?.batteryLevel);
      expect(Number(record?.batteryLevel)).toBeGreaterThanOrEqual(1);
      expect(Number(record?.batteryLevel)).toBeLessThanOrEqual(100);
    });
    first.silent.forEach((id) => expect(store.get('terminals', id)).toEqual(before.get(id)));
    const second = heartbeat.tick();
    expect(Math.min(...second.reported, ...second.silent)).toBeGreaterThan(Math.max(...visited));
    for (let i = 0; i < 5; i += 1) heartbeat.tick();
    expect(store.get('terminals', ids[1])).toEqual(before.get(ids[1]));
  });

  it('keeps a share online over time while others go offline and come back (fake clock)', async () => {
    sandbox = await startSandbox({ terminals: 200, worldNow: SEEDED_AT });
    const open = sandbox;
    // A day later every seeded connection is old: only heartbeats bring terminals online.
    let now = SEEDED_AT + 24 * 60 * MINUTE;
    expect(onlineAt(open, now).size).toBe(0);
    const heartbeat = createHeartbeat(open.context.db, {
      batch: 50,
      ...HEARTBEAT_ODDS,
      onlineMs: 10 * MINUTE,
      now: () => now,
    });
    const run = (ticks: number) => {
      for (let i = 0; i < ticks; i += 1) {
        now += MINUTE;
        heartbeat.tick();
      }
      return onlineAt(open, now);
    };
    const total = idsOf(open).length;
    run(60);
    const earlier = run(20);
    const later = run(20);
    for (const online of [earlier, later]) {
      expect(online.size / total).toBeGreaterThan(0.5);
      expect(online.size / total).toBeLessThan(0.9);
    }
    expect([...earlier].some((id) => !later.has(id))).toBe(true);
    expect([...later].some((id) => !earlier.has(id))).toBe(true);
  });
});
