import { performance } from 'node:perf_hooks';
import { callerOf } from '../../engine/testApi';
import { terminalsMatching } from '../../terminals/operations/terminalLookup';
import { startSandbox } from '../../testing/startSandbox';

/**
 * npm run bench:installs — on a world of 100,000 terminals, how long the app service takes to
 * accept the install of one app version to every terminal of an entity (planned, checked and
 * stored in one transaction), and the first requests of its states page (the summary and the
 * first page of terminals). Medians of five rounds on an in-memory sandbox; fails when the
 * install's median reaches 2 s or the states page's 1.5 s.
 */
const WORLD = 100_000;
const ENTITY = 9;
const ROUNDS = 5;
const ACCEPT_LIMIT_MS = 2_000;
const STATES_LIMIT_MS = 1_500;

const median = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

const seeding = performance.now();
// Terminals answer half a delay after the install at most: a long delay measures the states page
// opening on a running install; the settling of every answer is measured apart, at the end.
const ANSWER_DELAY_MS = 20_000;
const sandbox = await startSandbox({ terminals: WORLD, worldNow: undefined, actionDelayMs: ANSWER_DELAY_MS });
const { store } = sandbox.context;
const TARGETS = terminalsMatching(store, ENTITY, { deleted: false }).length;
const version = store.list('appVersions', { entityId: ENTITY, filter: { state: 'ACTIVE' }, range: [0, 0] }).records[0];
store.update('appVersions', version.id, { authorizedTerminalIds: [] });
store.update('apps', Number(version.appId), { modelIds: [], installOnTransaction: false });
console.log(
  `Seeded ${WORLD.toLocaleString('en')} terminals in ${((performance.now() - seeding) / 1000).toFixed(1)} s; entity ${ENTITY} has ${TARGETS.toLocaleString('en')} of them.`,
);

const { token } = await sandbox.tokenFor('admin', ENTITY);
const call = (method: string, path: string, body?: unknown) =>
  callerOf(sandbox)(method, path, { token, entity: ENTITY, body });
const request = {
  kind: 'appVersion',
  id: version.id,
  target: { kind: 'filter', filter: {} },
  confirmPartial: true,
};

const accepts: number[] = [];
const summaries: number[] = [];
const pages: number[] = [];
const opens: number[] = [];
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
  opens.push(summary + first);
}
// Once every answer is due, the next summary settles all of them (and counts the installations).
await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS / 2));
const [settled, settling] = await timed(() => call('GET', `/app/api/v1/Application/install/${firstId}`));
if ((settled.json as { counts?: { PENDING: number } }).counts?.PENDING !== 0)
  throw new Error(`answers not settled: ${settled.text.slice(0, 200)}`);
await sandbox.close();

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `install of one version to ${TARGETS.toLocaleString('en')} terminals accepted: median ${ms(median(accepts))} (${accepts.map(ms).join(', ')})`,
);
console.log(
  `states page opened (summary, then the first page of terminals): median ${ms(median(opens))} (summary ${ms(median(summaries))}, page ${ms(median(pages))})`,
);
console.log(`summary that settles ${TARGETS.toLocaleString('en')} due answers: ${ms(settling)}`);
if (median(accepts) >= ACCEPT_LIMIT_MS) {
  console.error(`FAIL: the install took ${ms(median(accepts))} (limit ${ms(ACCEPT_LIMIT_MS)})`);
  process.exit(1);
}
if (median(opens) >= STATES_LIMIT_MS) {
  console.error(`FAIL: the states page took ${ms(median(opens))} (limit ${ms(STATES_LIMIT_MS)})`);
  process.exit(1);
}
