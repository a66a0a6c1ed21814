import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, type CallResult } from '../engine/testApi';
import { routesOf } from '../routeList';
import { tableOf } from '../storage/tables';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { concretePath, guardedRoutes } from './securityApi';

/**
 * What would tell an attacker how the services are built: a table or column name, SQL, a driver's
 * error or a stack trace. Error bodies name the field or parameter, nothing else.
 */
const internalNames = (sandbox: TestSandbox) => [
  ...sandbox.context.schemas.map((schema) => tableOf(schema)),
  '"f_',
  'f_id',
  'SQLITE',
  'SELECT ',
  'json_extract',
  '    at ',
  '.ts:',
  'node_modules',
];

const leaks = (answer: CallResult, names: readonly string[]) =>
  answer.status >= 400 ? names.filter((name) => answer.text.includes(name)) : [];

describe('error bodies', { timeout: 240_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let token: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
    call = callerOf(sandbox);
    token = (await sandbox.tokenFor('admin', 9)).token;
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('name no table, column, SQL or stack for a secret or unknown filter, a bad sort or range, on every list', async () => {
    const names = internalNames(sandbox);
    const refused: string[] = [];
    for (const schema of sandbox.context.schemas) {
      const secret = Object.entries(schema.fields).find(([, field]) => 'secret' in field && field.secret)?.[0];
      for (const query of [
        { filter: { [secret ?? 'nothing_here']: 'x' } },
        { filter: { [`${secret ?? 'nothing_here'}_q`]: 'x' } },
        { filter: { 'id)); DROP TABLE x; --': 1 } },
        { sort: ['nothing_here', 'ASC'] },
        { range: ['a', 'b'] },
      ]) {
        const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));
        const answer = await call('GET', `/${schema.service}/${schema.path}?${search}`, { token, entity: 9 });
        if (answer.status === 400) refused.push(schema.name);
        expect({ at: `${schema.name} ${search}`, leaks: leaks(answer, names) }).toEqual({
          at: `${schema.name} ${search}`,
          leaks: [],
        });
      }
    }
    expect(refused).toEqual(expect.arrayContaining(['networks', 'qrCodes', 'users', 'appApiKeys']));
  });

  it('name none either for a malformed or mistyped body on every route that takes one', async () => {
    const names = internalNames(sandbox);
    const writes = guardedRoutes(sandbox).filter(({ method }) => ['POST', 'PUT', 'PATCH'].includes(method));
    expect(writes.length).toBeGreaterThan(50);
    for (const route of writes) {
      const path = concretePath(route.url);
      for (const options of [{ rawBody: '{"name": ' }, { body: { id: 'x'.repeat(300), name: { $gt: '' } } }]) {
        const answer = await call(route.method, path, { token, entity: 9, ...options });
        expect({ at: `${route.method} ${route.url}`, leaks: leaks(answer, names) }).toEqual({
          at: `${route.method} ${route.url}`,
          leaks: [],
        });
      }
    }
    expect(routesOf(sandbox.app).length).toBeGreaterThan(writes.length);
  });
});
