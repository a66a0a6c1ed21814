import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld, type Row } from '../../fixtures/world';
import { clusterPoints, type MapPoint, type TerminalCoordinates } from '../../resources/maps/clustering';
import type { Db } from '../database';
import { api } from '../identity/testClient';
import { createCoordinateQueries } from './coordinates';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const TERMINALS = 300;
const PATH = '/terminal/api/v1/Terminal/terminal-coordinates';

describe('terminal coordinates (map clusters)', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let points: MapPoint[];
  let admin: string;
  let noperm: string;
  const get = async (query: string, token = admin) => {
    const answer = await api(sandbox.baseUrl, `${PATH}?${query}`, { token });
    return { status: answer.status, body: answer.body as unknown as TerminalCoordinates };
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: TERMINALS });
    const world = generateWorld(sandbox.context.schemas, { terminals: TERMINALS }) as Record<string, Row[]>;
    points = (world.terminals ?? [])
      .filter((row) => row.entityId === 9 && row.deleted !== true)
      .flatMap((row) => {
        const location = row.location as { latitude?: number; longitude?: number } | undefined;
        return location?.latitude == null || location.longitude == null
          ? []
          : [
              {
                id: 0,
                serialNumber: String(row.serialNumber),
                latitude: location.latitude,
                longitude: location.longitude,
                online: false,
              },
            ];
      });
    admin = (await sandbox.tokenFor('admin', 9)).token;
    noperm = (await sandbox.tokenFor('noperm')).token;
  });
  afterAll(() => sandbox.close());

  it("clusters the entity's located terminals as the in-memory clustering does, at every zoom", async () => {
    expect(points.length).toBeGreaterThan(10);
    for (const zoom of [3, 6, 12]) {
      const { status, body } = await get(`zoom=${zoom}`);
      expect(status).toBe(200);
      expect(body.total).toBe(points.length);
      const expected = clusterPoints(points, { zoom });
      expect(body.clusters.map((cluster) => [cluster.key, cluster.count]).sort()).toEqual(
        expected.map((cluster) => [cluster.key, cluster.count]).sort(),
      );
    }
  });

  it('answers only the box and the filters asked for', async () => {
    const all = await get('zoom=4');
    const { south, west, north, east } = all.body.bounds ?? { south: 0, west: 0, north: 0, east: 0 };
    const half = `${west},${south},${(west + east) / 2},${north}`;
    const inBox = await get(`zoom=4&bbox=${half}`);
    const inside = points.filter((point) => point.longitude <= (west + east) / 2).length;
    expect(inBox.body.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(inside);
    const online = await get('zoom=4&online=true');
    const offline = await get('zoom=4&online=false');
    expect(Number(online.body.total) + Number(offline.body.total)).toBe(points.length);
    expect(inBox.body.total).toBeNull();
    expect(online.body.clusters.every((cluster) => cluster.online === cluster.count)).toBe(true);
    expect(offline.body.clusters.every((cluster) => cluster.online === 0)).toBe(true);
  });

  it('reads positions from the index, never from the documents, filtered or not', () => {
    const calls: { sql: string; params: unknown[] }[] = [];
    const { db } = sandbox.context;
    const recording = new Proxy(db, {
      get: (target, name) =>
        name === 'prepare'
          ? (sql: string) => {
              const statement = target.prepare(sql);
              const record =
                (read: 'all' | 'get') =>
                (...params: unknown[]) => {
                  calls.push({ sql, params });
                  return statement[read](...params);
                };
              return { all: record('all'), get: record('get') };
            }
          : (Reflect.get(target, name) as unknown),
    }) as Db;
    const coordinates = createCoordinateQueries(recording);
    coordinates(9, { zoom: 5 }, '2026-01-01T00:00:00Z');
    coordinates(9, { zoom: 8, online: true, bbox: { west: -10, south: 30, east: 5, north: 45 } }, '2026-01-01');
    const plans = calls.map(({ sql, params }) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
        .map((row) => row.detail)
        .filter((detail) => detail.includes('r_terminals')),
    );
    expect(plans).toHaveLength(3);
    plans.flat().forEach((detail) => expect(detail).toContain('COVERING INDEX r_terminals__located'));
  });

  it('refuses a malformed box and a user who may not read terminals', async () => {
    expect((await get('zoom=4&bbox=1,2,3')).status).toBe(400);
    expect((await get('zoom=40')).status).toBe(400);
    expect((await get('zoom=4', noperm)).status).toBe(403);
  });
});
