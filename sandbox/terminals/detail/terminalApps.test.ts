import { describe, expect, it } from 'vitest';
import { terminalAppViews, terminalAppsOf } from './terminalApps';

const terminal = { id: 7, modelId: 3 };
const app = (id: number, modelIds: number[] = []) => ({ id, name: `App ${id}`, packageName: `com.app${id}`, modelIds });
const version = (
  id: number,
  appId: number,
  versionCode: number,
  state: string,
  authorizedTerminalIds: number[] = [],
) => ({
  id,
  appId,
  versionCode,
  versionName: `${versionCode}.0`,
  state,
  authorizedTerminalIds,
});
const installed = (appId: number, versionName: string) => ({
  id: appId * 100,
  terminalId: terminal.id,
  kind: 'APP',
  sourceId: appId,
  version: versionName,
  installedAt: '2026-01-01T00:00:00.000Z',
});

describe('a terminal’s apps against the catalogue', () => {
  const apps = [app(1), app(2), app(3), app(4, [9]), app(5)];
  const versions = [
    version(10, 1, 2, 'ACTIVE'),
    version(11, 1, 3, 'ACTIVE'),
    version(12, 1, 4, 'INACTIVE'),
    version(20, 2, 1, 'ACTIVE'),
    version(30, 3, 1, 'ACTIVE'),
    version(31, 3, 2, 'PILOT', [terminal.id]),
    version(40, 4, 1, 'ACTIVE'),
    version(50, 5, 1, 'PILOT', [99]),
  ];
  const rows = terminalAppsOf(terminal, apps, versions, [installed(1, '2.0'), installed(3, '2.0')]);
  const viewOf = (view: keyof typeof terminalAppViews) => rows.filter(terminalAppViews[view]).map((row) => row.appId);

  it('offers the newest active version that reaches the terminal, or a pilot that lists it', () => {
    expect(rows.map((row) => row.currentVersion?.id ?? null)).toEqual([11, 20, 31, null, null]);
  });

  it('tells installed, outdated and installable apps apart', () => {
    expect(viewOf('GetAppsAdmin')).toEqual([1, 3]);
    expect(viewOf('GetMissingApps')).toEqual([1]);
    expect(viewOf('GetNotInstalledApps')).toEqual([2]);
    expect(rows.find((row) => row.appId === 3)).toMatchObject({ installedVersion: '2.0', upToDate: true });
  });
});
