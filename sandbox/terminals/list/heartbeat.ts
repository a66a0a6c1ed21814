import { createRandom } from '../../../fixtures/random';
import { terminals } from '../../../resources/terminals/schema';
import type { Db } from '../../database';
import { columnOf, tableOf } from '../../store/tables';

export interface HeartbeatOptions {
  /** Terminals visited per tick, in id order, wrapping around. */
  batch: number;
  /** Share of visited terminals that stay silent (powered off, out of coverage), 0 to 1. */
  silentShare: number;
  now?: () => number;
  seed?: number;
}

export interface HeartbeatTick {
  /** Terminals that reported: their last connection is now, their battery moved. */
  reported: number[];
  /** Terminals visited that did not report. */
  silent: number[];
}

/** Battery drains a little while unplugged and charges while plugged in, within 1 to 100. */
const nextBattery = (level: number, step: number) => Math.min(100, Math.max(1, Math.round(level + step)));

/**
 * Simulated terminal heartbeats: each tick visits the next `batch` non-deleted terminals (all
 * entities, rotating by id); most report (last connection = now, battery changed), some stay
 * silent, so terminals go online and, once their window passes, offline again. Only the two
 * fields change, straight in the JSON document (neither is searched nor a list field).
 */
export const createHeartbeat = (db: Db, { batch, silentShare, now = Date.now, seed = 7 }: HeartbeatOptions) => {
  const random = createRandom(seed);
  const table = tableOf(terminals);
  const deleted = columnOf('deleted');
  const next = db.prepare(
    `SELECT id, ${columnOf('batteryLevel')} AS battery FROM ${table}
     WHERE id > ? AND (${deleted} IS NULL OR ${deleted} = 0) ORDER BY id LIMIT ?`,
  );
  const report = db.prepare(
    `UPDATE ${table} SET data = json_set(data, '$.lastConnectionDate', ?, '$.batteryLevel', ?) WHERE id = ?`,
  );
  let cursor = 0;

  const visit = (): { id: number; battery: number | null }[] => {
    const rows = next.all(cursor, batch) as { id: number; battery: number | null }[];
    if (rows.length < batch && cursor > 0) {
      cursor = 0;
      return [...rows, ...(next.all(cursor, batch - rows.length) as typeof rows)];
    }
    return rows;
  };

  const tick = (): HeartbeatTick => {
    const rows = visit();
    if (rows.length) cursor = rows[rows.length - 1].id;
    const at = new Date(now()).toISOString();
    const result: HeartbeatTick = { reported: [], silent: [] };
    db.transaction(() =>
      rows.forEach(({ id, battery }) => {
        if (random.chance(silentShare)) {
          result.silent.push(id);
          return;
        }
        const step = random.chance(0.3) ? random.int(3, 12) : -random.int(1, 4);
        report.run(at, nextBattery(battery ?? random.int(20, 100), step), id);
        result.reported.push(id);
      }),
    )();
    return result;
  };

  return { tick };
};

/** `SANDBOX_HEARTBEAT_MS`: 0 disables; default 5 s for file databases, off for in-memory test sandboxes. */
export const heartbeatIntervalFrom = (env: Record<string, string | undefined>, inMemory: boolean): number => {
  const raw = env.SANDBOX_HEARTBEAT_MS;
  if (raw === undefined || raw === '') return inMemory ? 0 : DEFAULT_HEARTBEAT_MS;
  const ms = Number(raw);
  return Number.isFinite(ms) && ms > 0 ? Math.max(100, ms) : 0;
};

export const DEFAULT_HEARTBEAT_MS = 5000;
