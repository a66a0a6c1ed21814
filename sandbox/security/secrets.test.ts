import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { group, groups, isSecret, text, type FieldMap } from '../../resources/core/fields';
import { present } from '../engine/present';
import { callerOf } from '../engine/testApi';
import { schemas } from '../../resources/schemaLookup';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

/** Secret fields are write-only: never returned, never a filter, search or sort. */

const SECRET = 'Oracle-Secret-42';

/** Every secret field of a field map, at any depth, with its path. */
const secretsOf = (fields: FieldMap, path = ''): [string, FieldMap[string]][] =>
  Object.entries(fields).flatMap(([name, field]) => [
    ...(isSecret(field) ? [[`${path}${name}`, field] as [string, FieldMap[string]]] : []),
    ...(field.kind === 'group' || field.kind === 'groupArray' ? secretsOf(field.fields, `${path}${name}.`) : []),
  ]);

describe('secret fields', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let token: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
    call = callerOf(sandbox);
    token = (await sandbox.tokenFor('admin', 9)).token;
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('are declared in no schema as a filter, a sort, a search field, a unique value or a list column', () => {
    const secrets = schemas.flatMap((schema) =>
      secretsOf(schema.fields).map(([path, field]) => ({ at: `${schema.name}.${path}`, field })),
    );
    expect(secrets.map(({ at }) => at)).toEqual(expect.arrayContaining(['networks.password', 'qrCodes.authPassword']));
    secrets.forEach(({ at, field }) =>
      expect({
        at,
        filter: field.filter,
        sort: field.sort,
        search: field.search,
        unique: field.unique,
        list: field.list,
      }).toEqual({ at, filter: undefined, sort: undefined, search: undefined, unique: undefined, list: undefined }),
    );
  });

  it('never come back, at any depth', () => {
    const fields = {
      name: text(),
      pin: text({ secret: true }),
      access: group({ user: text(), password: text({ secret: true }) }),
      hosts: groups({ ip: text(), key: text({ secret: true }) }),
    };
    const shown = present(
      { fields },
      {
        id: 1,
        name: 'visible',
        pin: SECRET,
        access: { user: 'u', password: SECRET },
        hosts: [{ ip: '10.0.0.1', key: SECRET }],
      },
    );
    expect(shown).toEqual({ id: 1, name: 'visible', access: { user: 'u' }, hosts: [{ ip: '10.0.0.1' }] });
  });

  it('are refused as a filter, a contains filter, a range or a sort with 400 GM-0005, and found by no search', async () => {
    const served = sandbox.context.schemas.filter((schema) => secretsOf(schema.fields).length > 0);
    expect(served.map((schema) => schema.name)).toEqual(expect.arrayContaining(['networks', 'qrCodes', 'users']));
    for (const schema of served) {
      const collection = `/${schema.service}/${schema.path}`;
      const record = sandbox.context.store.list(schema.name, { entityId: 9, range: [0, 0] }).records[0];
      const secrets = secretsOf(schema.fields)
        .map(([path]) => path)
        .filter((path) => !path.includes('.'));
      sandbox.context.store.update(schema.name, record.id, Object.fromEntries(secrets.map((name) => [name, SECRET])));
      const list = (query: Record<string, unknown>) =>
        call(
          'GET',
          `${collection}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]))}`,
          { token, entity: 9 },
        );

      for (const name of secrets) {
        for (const filter of [
          { [name]: SECRET },
          { [`${name}_q`]: 'Oracle' },
          { [`${name}_gte`]: 'O' },
          { [name]: null },
        ]) {
          const answer = await list({ filter });
          expect({
            at: `${schema.name} ${JSON.stringify(filter)}`,
            status: answer.status,
            json: answer.json,
          }).toMatchObject({ status: 400, json: { Code: 'GM-0005' } });
        }
        const sorted = await list({ sort: [name, 'ASC'] });
        expect({ at: `${schema.name} sort ${name}`, status: sorted.status, json: sorted.json }).toMatchObject({
          status: 400,
          json: { Code: 'GM-0005' },
        });
      }
      const searched = await list({ filter: { q: SECRET } });
      expect(searched.headers.get('content-range'), schema.name).toMatch(/\/0$/);

      const answers = [
        await list({ range: [0, 999] }),
        await call('GET', `${collection}/${record.id}`, { token, entity: 9 }),
        await call('PUT', `${collection}/${record.id}`, { token, entity: 9, body: {} }),
      ];
      answers.forEach((answer) => expect(answer.text, schema.name).not.toContain(SECRET));
    }
  });
});
