import { performance } from 'node:perf_hooks';
import { callerOf } from '../../engine/testApi';
import { terminalsMatching } from '../../terminals/operations/terminalLookup';
import { startSandbox } from '../../testing/startSandbox';

/**
 * npm run bench:installs — how long the app service takes to accept the install of one app
 * version to 10,000 terminals (planned, checked and stored in one transaction), and the first
 * requests of its states page (the summary and the first page of terminals). Medians of five
 * rounds on an in-memory sandbox; fails when the install's median reaches 2 s.
 */
const TARGETS = 10_000;
const ENTITY = 9;
const ROUNDS = 5;
const ACCEPT_LIMIT_MS = 2_000;

const median = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

const seeding = performance.now();
const sandbox = await startSandbox({ terminals: 26_000, worldNow: undefined });
const { store } = sandbox.context;
const terminalIds = terminalsMatching(store, ENTITY, {})
  .slice(0, TARGETS)
  .map((terminal) => terminal.id);
if (terminalIds.length < TARGETS) throw new Error(`entity ${ENTITY} has only ${terminalIds.length} terminals`);
const version = store.list('appVersions', { entityId: ENTITY, filter: { state: 'ACTIVE' }, range: [0, 0] }).records[0];
store.update('appVersions', version.id, { authorizedTerminalIds: [] });
store.update('apps', Number(version.appId), { modelIds: [], installOnTransaction: false });
console.log(
  `Seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${TARGETS.toLocaleString('en')} targets.`,
);

const { token } = await sandbox.tokenFor('admin', ENTITY);
const call = (method: string, path: string, body?: unknown) =>
  callerOf(sandbox)(method, path, { token, entity: ENTITY, body });
const request = {
  kind: 'appVersion',
  id: version.id,
  target: { kind: 'terminals', terminalIds },
  confirmPartial: true,
};

const accepts: number[] = [];
const summaries: number[] = [];
const pages: number[] = [];
let firstId = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  const [created, accept] = await timed(() => call('POST', '/app/api/v1/Application/install', request));
  if (created.status !== 201) throw new Error(`install refused: ${created.text}`);
  const id = (created.json as { id: number }).id;
  const [, summary] = await timed(() => call('GET', `/app/api/v1/Application/install/${id}`));
  const [page, first] = await timed(() =>
    call('GET', `/app/api/v1/Application/install/${id}/terminals?_start=0&_end=49`),
  );
  if ((page.json as { total: number }).total !== TARGETS)
    throw new Error(`unexpected page: ${page.text.slice(0, 200)}`);
  firstId ||= id;
  accepts.push(accept);
  summaries.push(summary);
  pages.push(first);
}
// Once every answer is due, the next summary settles all of them (and counts the installations).
await new Promise((resolve) => setTimeout(resolve, sandbox.context.config.actionDelayMs));
const [settled, settling] = await timed(() => call('GET', `/app/api/v1/Application/install/${firstId}`));
if ((settled.json as { counts?: { PENDING: number } }).counts?.PENDING !== 0)
  throw new Error(`answers not settled: ${settled.text.slice(0, 200)}`);
await sandbox.close();

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `install of one version to ${TARGETS.toLocaleString('en')} terminals accepted: median ${ms(median(accepts))} (${accepts.map(ms).join(', ')})`,
);
console.log(
  `states page first requests: summary median ${ms(median(summaries))}, first page of terminals median ${ms(median(pages))}`,
);
console.log(`summary that settles ${TARGETS.toLocaleString('en')} due answers: ${ms(settling)}`);
if (median(accepts) >= ACCEPT_LIMIT_MS) {
  console.error(`FAIL: the install took ${ms(median(accepts))} (limit ${ms(ACCEPT_LIMIT_MS)})`);
  process.exit(1);
}
