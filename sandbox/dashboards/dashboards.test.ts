import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld, type Row } from '../../fixtures/world';
import { dashboardBoards, type DashboardBoard } from '../../resources/dashboards/boards';
import { api } from '../identity/testClient';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const TERMINALS = 200;

const figure = (board: DashboardBoard, key: string) => board.figures.find((item) => item.key === key)?.value;
const chart = (board: DashboardBoard, key: string) => board.charts.find((item) => item.key === key)?.bars ?? [];

describe('dashboard figures', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let world: Record<string, Row[]>;
  let admin: string;
  let processor: string;
  const get = (path: string, token?: string) => api(sandbox.baseUrl, path, { token });
  const board = async (name: string, token = admin) => {
    const { status, body } = await get(`/reports/api/v1/dashboards/${name}`, token);
    expect(status).toBe(200);
    return body as unknown as DashboardBoard;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: TERMINALS });
    world = generateWorld(sandbox.context.schemas, { terminals: TERMINALS }) as Record<string, Row[]>;
    admin = (await sandbox.tokenFor('admin', 9)).token;
    processor = (await sandbox.tokenFor('processor')).token;
  });
  afterAll(() => sandbox.close());

  it('answers every board with figures and charts', async () => {
    for (const name of dashboardBoards) {
      const answer = await board(name);
      expect(answer.board).toBe(name);
      expect(answer.figures.length).toBeGreaterThanOrEqual(4);
      expect(answer.charts.length).toBeGreaterThanOrEqual(2);
      expect(answer.charts.some((item) => item.bars.some((bar) => bar.value > 0))).toBe(true);
    }
  });

  it("counts the entity's own terminals and operations, not another's", async () => {
    const ofEntity = (rows: Row[] | undefined, entityId: number) =>
      (rows ?? []).filter((row) => row.entityId === entityId);
    const monitoring = await board('monitoring');
    expect(figure(monitoring, 'terminals')).toBe(ofEntity(world.terminals, 9).length);
    const battery = chart(monitoring, 'battery').reduce((sum, bar) => sum + bar.value, 0);
    expect(battery).toBe(ofEntity(world.terminals, 9).filter((row) => row.batteryLevel != null).length);
    const processorMonitoring = await board('monitoring', processor);
    expect(figure(processorMonitoring, 'terminals')).toBe(ofEntity(world.terminals, 3).length);

    const transactions = await board('transactions');
    const operations = ofEntity(world.operations, 9);
    const newest =
      operations
        .map((row) => String(row.date).slice(0, 10))
        .sort()
        .at(-1) ?? '';
    expect(figure(transactions, 'dayOperations')).toBe(
      operations.filter((row) => String(row.date).startsWith(newest)).length,
    );
    expect(chart(transactions, 'byHour')).toHaveLength(24);
    expect(chart(transactions, 'byHour').reduce((sum, bar) => sum + bar.value, 0)).toBe(
      figure(transactions, 'dayOperations'),
    );
    expect(transactions.currency).toBe('EUR');
  });

  it('refuses an unknown board and a caller without a token', async () => {
    expect((await get('/reports/api/v1/dashboards/weather', admin)).status).toBe(404);
    expect((await get('/reports/api/v1/dashboards/monitoring')).status).toBe(401);
  });
});
