import fakeRestProvider from 'ra-data-fakerest';
import { describe, expect, it } from 'vitest';
import { applyFakeAnswers, fakeHolders, type FakeInstallFacts } from './installsFakeEffects';

const item = { kind: 'APP' as const, name: 'Propinas', packageName: 'es.tpv.propinas', version: '2.0.0', sourceId: 7 };
const facts = (operation: FakeInstallFacts['operation']): FakeInstallFacts => ({
  id: 3,
  operation,
  targetId: 70,
  targetName: 'Propinas 2.0.0',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'admin',
  items: [item],
});
const at = '2026-01-01T00:01:00.000Z';

describe('in-memory install answers', () => {
  it('replaces the app on a done install, removes it on a done uninstall and records each answer', async () => {
    const provider = fakeRestProvider({
      terminalSoftware: [
        { id: 1, terminalId: 10, kind: 'APP', name: 'Propinas', version: '1.0.0', sourceId: 7 },
        { id: 2, terminalId: 11, kind: 'APP', name: 'Otra', version: '1.0.0', sourceId: 8 },
      ],
      terminalsHistory: [],
    });
    const software = async () =>
      (
        await provider.getList('terminalSoftware', {
          pagination: { page: 1, perPage: 99 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        })
      ).data;
    expect([...(await fakeHolders(provider, [item]))]).toEqual([10]);

    await applyFakeAnswers(provider, facts('install'), [
      { terminalId: 10, state: 'DONE', reason: null, at },
      { terminalId: 11, state: 'FAILED', reason: 'OFFLINE', at },
    ]);
    expect(await software()).toContainEqual(expect.objectContaining({ id: 1, terminalId: 10, version: '2.0.0' }));
    expect((await software()).filter((row) => row.terminalId === 11)).toHaveLength(1);

    await applyFakeAnswers(provider, facts('uninstall'), [{ terminalId: 10, state: 'DONE', reason: null, at }]);
    expect((await software()).map((row) => row.id)).toEqual([2]);
    const { data: history } = await provider.getList('terminalsHistory', {
      pagination: { page: 1, perPage: 9 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(history.map((row) => [row.terminalId, row.action, row.state, row.reason, row.installId])).toEqual([
      [10, 'INSTALL_APP', 'DONE', null, 3],
      [11, 'INSTALL_APP', 'FAILED', 'OFFLINE', 3],
      [10, 'UNINSTALL_APP', 'DONE', null, 3],
    ]);
  });
});
