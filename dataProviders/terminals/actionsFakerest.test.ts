import type { DataProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { generateWorld, type Row } from '../../fixtures/world';
import { schemas } from '../../resources/schemaLookup';
import { createFakeRestProvider } from '../fakerest';
import { createFakeTerminalActionsMethods } from './actionsFakerest';

const world = generateWorld(schemas, { terminals: 60 });

/** The in-memory terminal actions on a fresh world of entity 9, on a clock the test moves. */
const setUp = () => {
  const provider: DataProvider = createFakeRestProvider(schemas, structuredClone(world), { entityId: () => '9' });
  let time = Date.parse('2026-11-22T12:00:00Z');
  const methods = createFakeTerminalActionsMethods(provider, {
    delayMs: 1_000,
    now: () => time,
    userName: () => 'admin',
  });
  return { provider, methods, advance: (ms: number) => (time += ms) };
};

const terminalsOf9 = (filter: (row: Row) => boolean) =>
  world.terminals.filter((row) => row.entityId === 9 && filter(row));

describe('terminal actions in memory', () => {
  it('keeps a push pending until its answer is due, then settles it and applies it', async () => {
    const { provider, methods, advance } = setUp();
    const terminal = terminalsOf9((row) => Number(row.batteryLevel) >= 20)[0];
    const serialNumber = String(terminal.serialNumber);
    const logsBefore = (
      await provider.getList('Terminal/logs', {
        filter: { terminalId: terminal.id },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
      })
    ).total;
    await methods.pushTerminalAction({ terminalId: terminal.id, serialNumber, action: 'REQUEST_LOGS' });
    const early = await methods.terminalHistory({ terminalId: terminal.id, page: 1, perPage: 5 });
    expect(early.data[0]).toMatchObject({ action: 'REQUEST_LOGS', state: 'PENDING', requestedBy: 'admin' });
    advance(1_000);
    const late = await methods.terminalHistory({ terminalId: terminal.id, page: 1, perPage: 5 });
    expect(late.data[0]).toMatchObject({ action: 'REQUEST_LOGS', state: 'DONE', reason: null });
    const logsAfter = await provider.getList('Terminal/logs', {
      filter: { terminalId: terminal.id },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(logsAfter.total).toBe(Number(logsBefore) + 1);
  });

  it('fails a restart on low battery with the reason', async () => {
    const { methods, advance } = setUp();
    const weak = terminalsOf9((row) => Number(row.batteryLevel) < 20)[0];
    await methods.pushTerminalAction({ terminalId: weak.id, serialNumber: '', action: 'RESTART' });
    advance(5_000);
    const { data } = await methods.terminalHistory({ terminalId: weak.id, page: 1, perPage: 1 });
    expect(data[0]).toMatchObject({ action: 'RESTART', state: 'FAILED', reason: 'LOW_BATTERY' });
  });

  it('refuses a sixth tag with TM-0003 and versions that do not reach the terminal with AM-0032', async () => {
    const { methods } = setUp();
    const terminal = terminalsOf9(() => true)[0];
    const tagIds = world.tags.filter((tag) => tag.entityId === 9).map((tag) => tag.id);
    expect(tagIds.length).toBeGreaterThan(5);
    await expect(
      methods.assignTerminalTags({ terminalId: terminal.id, tagIds: tagIds.slice(0, 6) }),
    ).rejects.toMatchObject({ status: 400, body: { errors: { tagIds: 'errors.codes.TM-0003' } } });
    const inactive = world.appVersions.find((v) => v.entityId === 9 && v.state === 'INACTIVE') as Row;
    await expect(
      methods.installAppVersion({ appVersionId: inactive.id, terminalIds: [terminal.id] }),
    ).rejects.toMatchObject({ body: { errors: { appVersionId: 'errors.codes.AM-0032' } } });
  });

  it('installs a version that reaches the terminal and lists it once answered', async () => {
    const { provider, methods, advance } = setUp();
    const terminal = terminalsOf9((row) => Number(row.batteryLevel) >= 20)[1];
    const version = world.appVersions.find((v) => {
      const app = world.apps.find((a) => a.id === v.appId);
      const models = (app?.modelIds as number[] | undefined) ?? [];
      return (
        v.entityId === 9 && v.state === 'ACTIVE' && (models.length === 0 || models.includes(Number(terminal.modelId)))
      );
    }) as Row;
    const { data } = await methods.installAppVersion({
      appVersionId: version.id,
      terminalIds: [terminal.id],
    });
    expect(data).toEqual([expect.objectContaining({ action: 'INSTALL_APP', state: 'PENDING', targetId: version.id })]);
    advance(1_000);
    await methods.terminalHistory({ terminalId: terminal.id, page: 1, perPage: 1 });
    const installed = await provider.getList('terminalSoftware', {
      filter: { terminalId: terminal.id, kind: 'APP' },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(installed.data).toContainEqual(
      expect.objectContaining({ sourceId: version.appId, version: version.versionName }),
    );
  });
});
