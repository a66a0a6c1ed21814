import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../routeList';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { routesServing } from './servedShape';
import { specPathShapes } from './specPathShapes';

const SPEC = fileURLToPath(new URL('../../../shared/spec/console-spec.md', import.meta.url));

describe('the spec section 7 path shapes', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('tells a route that serves a shape from one that only takes it as a record id', () => {
    const routes = [{ method: 'GET', url: '/terminal/api/v1/Terminal/:id' }];
    expect(routesServing('Terminal/Params', routes)).toEqual([]);
    expect(routesServing('Terminal/{id}', routes)).toEqual(routes);
    const history = [{ method: 'GET', url: '/terminal/api/v1/Terminal/:id/History' }];
    expect(routesServing('Terminal/History', history)).toEqual(history);
    expect(
      routesServing('/api/v1/CommerceGroup/list', [{ method: 'GET', url: '/parameters/api/v1/CommerceGroup' }]),
    ).toEqual([]);
  });

  it('reads the shapes of every group of the section', () => {
    const shapes = specPathShapes(SPEC).map(({ shape }) => shape);
    expect(shapes).toContain('Terminal/initialization-parameters');
    expect(shapes).toContain('/api/v1/CommerceGroup/list');
    expect(shapes).toContain('WhiteList2Fa/user');
  });

  it('are each served by a route of the sandbox', () => {
    const routes = routesOf(sandbox.app);
    const unserved = specPathShapes(SPEC).filter(({ shape }) => routesServing(shape, routes).length === 0);
    expect(unserved.map(({ shape }) => shape)).toEqual([]);
  });
});
