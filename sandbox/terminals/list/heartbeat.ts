import { createRandom } from '../../../fixtures/random';
import { terminals } from '../../../resources/terminals/schema';
import type { Db } from '../../database';
import { columnOf, tableOf } from '../../storage/tables';

/**
 * The sandbox's odds per visit: a terminal that is up drops 1 time in 4, one that is down comes
 * back 1 time in 4; with the default rotation (2,000 terminals, 40 every 5 s) about three in four
 * show online, since a dropped terminal stays online until its window passes.
 */
export const HEARTBEAT_ODDS = { dropShare: 0.25, returnShare: 0.25 } as const;

export interface HeartbeatOptions {
  /** Terminals visited per tick, in id order, wrapping around. */
  batch: number;
  /** Chance that a visited online terminal goes quiet (powered off, out of coverage), 0 to 1. */
  dropShare: number;
  /** Chance that a visited offline terminal comes back and reports, 0 to 1. */
  returnShare: number;
  /** How recent a last connection is for the terminal to count as online (the default window). */
  onlineMs: number;
  now?: () => number;
  seed?: number;
}

export interface HeartbeatTick {
  /** Terminals that reported: their last connection is now, their battery moved. */
  reported: number[];
  /** Terminals visited that did not report. */
  silent: number[];
}

interface Visited {
  id: number;
  battery: number | null;
  lastConnection: string | null;
}

/** Battery drains a little while unplugged and charges while plugged in, within 1 to 100. */
const nextBattery = (level: number, step: number) => Math.min(100, Math.max(1, Math.round(level + step)));

/**
 * Simulated terminal heartbeats: each tick visits the next `batch` non-deleted terminals (all
 * entities, rotating by id). A terminal that is up (at first, one that was online) keeps reporting
 * unless it drops (`dropShare`); one that is down comes back now and then (`returnShare`): so about returnShare / (dropShare +
 * returnShare) of the visited terminals stay online while others go offline once their window
 * passes, whatever the last connections were at seeding. A report sets the last connection to now
 * and moves the battery, straight in the JSON document (the generated column follows it).
 */
export const createHeartbeat = (
  db: Db,
  { batch, dropShare, returnShare, onlineMs, now = Date.now, seed = 7 }: HeartbeatOptions,
) => {
  const random = createRandom(seed);
  const table = tableOf(terminals);
  const deleted = columnOf('deleted');
  const next = db.prepare(
    `SELECT id, ${columnOf('batteryLevel')} AS battery, ${columnOf('lastConnectionDate')} AS lastConnection
     FROM ${table} WHERE id > ? AND (${deleted} IS NULL OR ${deleted} = 0) ORDER BY id LIMIT ?`,
  );
  const report = db.prepare(
    `UPDATE ${table} SET data = json_set(data, '$.lastConnectionDate', ?, '$.batteryLevel', ?) WHERE id = ?`,
  );
  let cursor = 0;
  /** Whether each visited terminal is up (reporting); unknown ones are up when they were online. */
  const up = new Map<number, boolean>();

  const visit = (): Visited[] => {
    const rows = next.all(cursor, batch) as Visited[];
    if (rows.length < batch && cursor > 0) {
      cursor = 0;
      return [...rows, ...(next.all(cursor, batch - rows.length) as Visited[])];
    }
    return rows;
  };

  const tick = (): HeartbeatTick => {
    const rows = visit();
    if (rows.length) cursor = rows[rows.length - 1].id;
    const time = now();
    const at = new Date(time).toISOString();
    const since = new Date(time - onlineMs).toISOString();
    const result: HeartbeatTick = { reported: [], silent: [] };
    db.transaction(() =>
      rows.forEach(({ id, battery, lastConnection }) => {
        const wasUp = up.get(id) ?? (lastConnection !== null && lastConnection >= since);
        const isUp = wasUp ? !random.chance(dropShare) : random.chance(returnShare);
        up.set(id, isUp);
        if (!isUp) {
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
