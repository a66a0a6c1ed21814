import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccessRoute } from '../../authProvider/canAccess';
import { buildRouteRules } from '../../authProvider/routeRules';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { createEntityConfigStore } from '../entities/entityConfig';
import { callerOf } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { activePersonas } from './securityApi';

interface Decision {
  at: string;
  console: boolean;
  sandbox: boolean;
}

/**
 * For every persona (in each of its entities) and every resource, the console's
 * `canAccess` and the sandbox answer the same: listing is reading, creating is writing. The
 * sandbox allows when it does not refuse with 403 (a refused body may still be invalid: 400).
 */
describe('console and sandbox agree on access', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
    call = callerOf(sandbox);
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  const decisionsOf = async (userName: string, entityId: number) => {
    const { schemas, db } = sandbox.context;
    const rules = buildRouteRules(schemas);
    const { token, permissions } = await sandbox.tokenFor(userName, entityId);
    const context = { permissions, entityId, config: createEntityConfigStore(db).read(entityId) };
    const collection = (schema: ResourceSchema) => `/${schema.service}/${schema.path}`;
    const allowed = async (method: string, schema: ResourceSchema) =>
      (await call(method, collection(schema), { token, entity: entityId, body: method === 'POST' ? {} : undefined }))
        .status !== 403;
    const decisions: Decision[] = [];
    for (const schema of schemas) {
      const rule = rules[schema.resource];
      const at = `${userName}@${entityId} ${schema.name}`;
      decisions.push({
        at: `${at} list`,
        console: canAccessRoute(rule, context, 'list'),
        sandbox: await allowed('GET', schema),
      });
      if (schema.operations.create)
        decisions.push({
          at: `${at} create`,
          console: canAccessRoute(rule, context, 'create'),
          sandbox: await allowed('POST', schema),
        });
    }
    return decisions;
  };

  it.each(
    activePersonas.flatMap((persona) => persona.entities.map((entityId) => [persona.userName, entityId] as const)),
  )('%s in entity %i', async (userName, entityId) => {
    const decisions = await decisionsOf(userName, entityId);
    expect(decisions.length).toBeGreaterThan(40);
    expect(decisions.filter((decision) => decision.console !== decision.sandbox)).toEqual([]);
  });

  it('refuses the acquirer its hidden resources with the missing-permission code', async () => {
    const { token } = await sandbox.tokenFor('acquirer', 4);
    const hidden = sandbox.context.schemas.filter(
      (schema) => schema.route === 'pointsofsale' || schema.route === 'Fidelium',
    );
    expect(hidden).toHaveLength(2);
    for (const schema of hidden) {
      const answer = await call('GET', `/${schema.service}/${schema.path}`, { token, entity: 4 });
      expect({ at: schema.name, status: answer.status, Code: (answer.json as { Code?: string }).Code }).toEqual({
        at: schema.name,
        status: 403,
        Code: 'GM-0001',
      });
    }
  });
});
