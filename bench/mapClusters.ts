import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { configFrom } from '../sandbox/config';
import { createSandbox } from '../sandbox/sandbox';
import { seedIfEmpty } from '../sandbox/seed';
import type { TerminalCoordinates } from '../resources/maps/clustering';

/**
 * npx tsx bench/mapClusters.ts — the terminal map's clusters over 100,000 terminals: each view the
 * map asks for (the whole fleet, a country, a city, a street), its answer time (median and worst of
 * BENCH_RUNS), the markers it draws and the bytes it receives. In-process (Fastify inject, no port);
 * seeds .sandbox-data/bench-map-clusters.db once (about 30 s).
 */
const TERMINALS = 100_000;
const DATABASE = '.sandbox-data/bench-map-clusters.db';
const RUNS = Number(process.env.BENCH_RUNS ?? 9);

const views: { name: string; query: string }[] = [
  { name: 'whole fleet, first load (zoom 5, no box)', query: 'zoom=5' },
  { name: 'country (zoom 6)', query: 'zoom=6&bbox=-10.00000,35.50000,4.50000,44.00000' },
  { name: 'region (zoom 9)', query: 'zoom=9&bbox=-4.50000,39.80000,-2.90000,41.00000' },
  { name: 'city (zoom 13)', query: 'zoom=13&bbox=-3.80000,40.36000,-3.60000,40.48000' },
  { name: 'street (zoom 17)', query: 'zoom=17&bbox=-3.71500,40.41200,-3.70000,40.42200' },
  { name: 'country, online only', query: 'zoom=6&bbox=-10.00000,35.50000,4.50000,44.00000&online=true' },
];

mkdirSync('.sandbox-data', { recursive: true });
const sandbox = await createSandbox(configFrom(process.env, { databaseFile: DATABASE, terminals: TERMINALS }));
const seeded = seedIfEmpty(sandbox.context);
if (seeded.terminals !== TERMINALS)
  throw new Error(`${DATABASE} holds ${seeded.terminals} terminals: delete it to reseed`);
if (seeded.seeded)
  console.log(`Seeded ${TERMINALS.toLocaleString('en')} terminals in ${Math.round(seeded.milliseconds)} ms`);

const token = await sandbox.app.inject({
  method: 'POST',
  url: '/auth/connect/token',
  payload: new URLSearchParams({
    grant_type: 'password',
    userName: 'admin',
    password: 'Admin#2026',
    client_id: 'backoffice-web',
    client_secret: 'sandbox-secret',
    scope: 'api offline_access',
    entity_id: '9',
  }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const accessToken = (token.json() as { access_token: string }).access_token;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Terminal map clusters, ${TERMINALS.toLocaleString('en')} terminals, ${RUNS} runs each`);
console.log(
  `  load average before: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (${cpus().length} cores)`,
);
for (const view of views) {
  const times: number[] = [];
  let answer: TerminalCoordinates | undefined;
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await sandbox.app.inject({
      method: 'GET',
      url: `/terminal/api/v1/Terminal/terminal-coordinates?${view.query}`,
      headers: { authorization: `Bearer ${accessToken}`, 'entity-id': '9' },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${view.name}: ${response.statusCode} ${response.body}`);
    bytes = response.body.length;
    answer = response.json() as TerminalCoordinates;
  }
  const inView = answer?.clusters.reduce((sum, cluster) => sum + cluster.count, 0) ?? 0;
  console.log(
    `  ${view.name.padEnd(42)} median ${median(times).toFixed(0).padStart(4)} ms, worst ${Math.max(...times)
      .toFixed(0)
      .padStart(4)} ms; ` +
      `${String(answer?.clusters.length).padStart(4)} markers for ${inView.toLocaleString('en')} terminals${answer?.total == null ? '' : ` (of ${answer.total.toLocaleString('en')})`}, ${(bytes / 1024).toFixed(1)} KiB`,
  );
}
console.log(
  `  load average after: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
await sandbox.app.close();
