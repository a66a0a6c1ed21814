import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFrom } from './config';
import { createSandbox } from './sandbox';
import { seedIfEmpty, type SeedResult } from './seed';
import type { StoredRecord } from './storage/repository';
import { startSandbox, type TestSandbox } from './testing/startSandbox';

/**
 * npm run bench:sandbox — latency of the terminal list and of one terminal over loopback, on a
 * database file of 100,000 terminals, as entity 9's admin. Fails when list p95 >= 20 ms or
 * get p95 >= 5 ms, or when generating the world of 100,000 terminals takes 10 s or more.
 */
const TERMINALS = 100_000;
const ENTITY = 9;
const ROUNDS = 50;
const GETS_PER_ROUND = 8;
const LIST_P95_LIMIT = 20;
const GET_P95_LIMIT = 5;
const GENERATE_LIMIT_MS = 10_000;

/** `bench.ts --seed <file>`: the child process that fills the database (its garbage dies with it). */
if (process.argv[2] === '--seed') {
  const seeding = await createSandbox(
    configFrom({}, { databaseFile: process.argv[3], consoleDir: '.no-console', terminals: TERMINALS }),
  );
  const seed = seedIfEmpty(seeding.context);
  await seeding.app.close();
  seeding.context.db.close();
  console.log(JSON.stringify(seed));
  process.exit(0);
}

const percentile = (samples: readonly number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Seeds the file in a child process (timed on its own), then serves it like the tests do. */
const prepare = async (databaseFile: string) => {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), '--seed', databaseFile];
  const output = execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const seed = JSON.parse(output.trim().split('\n').pop() ?? '{}') as SeedResult;
  console.log(
    `Seeded ${seed.terminals.toLocaleString('en')} terminals in ${(seed.milliseconds / 1000).toFixed(1)} s (${databaseFile}),` +
      ` the world generated in ${(seed.generatedMilliseconds / 1000).toFixed(1)} s (limit ${GENERATE_LIMIT_MS / 1000} s).`,
  );
  return { seed, sandbox: await startSandbox({ databaseFile, terminals: TERMINALS }) };
};

/** Terminal list requests the console makes, with values taken from the entity's own terminals. */
const listCases = (sample: readonly StoredRecord[]): Record<string, (i: number) => string> => {
  const pick = <T>(values: readonly T[], i: number) => values[(i * 7919) % values.length];
  const distinct = (values: unknown[]) => [...new Set(values.map(Number))];
  const commerceIds = distinct(sample.map((t) => t.commerceId));
  const modelIds = distinct(sample.map((t) => t.modelId));
  const tagIds = distinct(sample.flatMap((t) => (Array.isArray(t.tagIds) ? t.tagIds : [])));
  const serials = sample.map((t) => String(t.serialNumber));
  const imeis = sample.map((t) => String(t.imei));
  const list = (sort: [string, 'ASC' | 'DESC'], range: [number, number], filter: Record<string, unknown>) =>
    `/terminal/api/v1/Terminal?${new URLSearchParams({ sort: JSON.stringify(sort), range: JSON.stringify(range), filter: JSON.stringify(filter) })}`;
  return {
    'last connection DESC': () => list(['lastConnectionDate', 'DESC'], [0, 24], {}),
    'commerce + last connection': (i) =>
      list(['lastConnectionDate', 'DESC'], [0, 24], { commerceId: pick(commerceIds, i) }),
    'model + serial ASC': (i) => list(['serialNumber', 'ASC'], [0, 24], { modelId: pick(modelIds, i) }),
    'serialNumber_q contains': (i) => list(['id', 'DESC'], [0, 24], { serialNumber_q: pick(serials, i).slice(-5) }),
    tagIds_inc_any: (i) => list(['id', 'DESC'], [0, 24], { tagIds_inc_any: [pick(tagIds, i), pick(tagIds, i + 1)] }),
    'q serial or imei': (i) =>
      list(['serialNumber', 'ASC'], [0, 24], { q: i % 2 ? pick(serials, i).slice(-7) : pick(imeis, i).slice(3, 10) }),
    'page 40 of WIFI': () => list(['id', 'DESC'], [975, 999], { connectionType: 'WIFI' }),
    'brand + android + battery': (i) =>
      list(['batteryLevel', 'ASC'], [25, 49], {
        brandId: Number(pick(sample, i).brandId),
        androidVersion: String(pick(sample, i).androidVersion),
      }),
  };
};

const run = async (sandbox: TestSandbox) => {
  const { token } = await sandbox.tokenFor('admin', ENTITY);
  const headers = { Authorization: `Bearer ${token}`, 'entity-id': String(ENTITY) };
  // A spread of the entity's terminals (by last connection, so not clustered by id or serial).
  const sample = sandbox.context.store.list('terminals', {
    entityId: ENTITY,
    range: [0, 4999],
    sort: { field: 'lastConnectionDate', order: 'ASC' },
  }).records;
  const cases = listCases(sample);
  const oneTerminal = (i: number) => `/terminal/api/v1/Terminal/${sample[(i * 7919) % sample.length].id}`;

  const measure = async (path: string) => {
    const started = performance.now();
    const response = await fetch(sandbox.baseUrl + path, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return elapsed;
  };

  // Warm-up: connections, JIT, statement and page caches.
  for (let i = 0; i < 20; i += 1) {
    for (const build of Object.values(cases)) await measure(build(i + 1000));
    await measure(oneTerminal(i + 1000));
  }

  const byCase = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
  const gets: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const [name, build] of Object.entries(cases)) byCase.get(name)?.push(await measure(build(i)));
    for (let j = 0; j < GETS_PER_ROUND; j += 1) gets.push(await measure(oneTerminal(i * GETS_PER_ROUND + j)));
  }

  const summary = (samples: number[]) => ({ p50: ms(percentile(samples, 50)), p95: ms(percentile(samples, 95)) });
  console.table(Object.fromEntries([...byCase].map(([name, samples]) => [name, summary(samples)])));
  const lists = [...byCase.values()].flat();
  const listP95 = percentile(lists, 95);
  const getP95 = percentile(gets, 95);
  console.log(
    `list: ${lists.length} requests, p50 ${ms(percentile(lists, 50))}, p95 ${ms(listP95)} (limit ${LIST_P95_LIMIT} ms)`,
  );
  console.log(
    `get:  ${gets.length} requests, p50 ${ms(percentile(gets, 50))}, p95 ${ms(getP95)} (limit ${GET_P95_LIMIT} ms)`,
  );
  return listP95 < LIST_P95_LIMIT && getP95 < GET_P95_LIMIT;
};

const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
let passed = false;
let sandbox: TestSandbox | undefined;
try {
  const prepared = await prepare(join(dir, 'bench.db'));
  sandbox = prepared.sandbox;
  const generatedInTime = prepared.seed.generatedMilliseconds < GENERATE_LIMIT_MS;
  const fastEnough = await run(sandbox);
  passed = generatedInTime && fastEnough;
  console.log(passed ? 'OK' : `FAIL: ${generatedInTime ? 'a p95' : 'the world generation'} is over its limit.`);
} catch (error) {
  console.error(error);
} finally {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
