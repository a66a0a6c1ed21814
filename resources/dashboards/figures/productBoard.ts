import type { BoardChart, BoardFigure } from '../boards';
import type { SoftwareRow, StateRow, TerminalRow } from './sources';
import { tally, topNamed } from './tally';

/** Product: the catalogue's apps by state, the most installed apps, and the fleet by model and Android version. */
export const productBoard = (
  apps: readonly StateRow[],
  software: readonly SoftwareRow[],
  terminals: readonly TerminalRow[],
) => {
  const installedApps = software.filter((row) => row.kind === 'APP');
  const figures: BoardFigure[] = [
    { key: 'apps', value: apps.length, unit: 'count' },
    { key: 'activeApps', value: apps.filter((row) => row.state === 'ACTIVE').length, unit: 'count' },
    { key: 'installs', value: installedApps.length, unit: 'count' },
    { key: 'models', value: new Set(terminals.map((row) => row.modelName).filter(Boolean)).size, unit: 'count' },
  ];
  const charts: BoardChart[] = [
    {
      key: 'topApps',
      unit: 'count',
      bars: topNamed(
        tally(installedApps, (row) => row.name),
        8,
      ),
    },
    {
      key: 'models',
      unit: 'count',
      bars: topNamed(
        tally(terminals, (row) => row.modelName),
        10,
      ),
    },
    {
      key: 'android',
      unit: 'count',
      bars: topNamed(
        tally(terminals, (row) => row.androidVersion),
        10,
      ),
    },
    {
      key: 'appStates',
      unit: 'count',
      bars: tally(apps, (row) => row.state, ['AVAILABLE', 'PILOT', 'ACTIVE', 'INACTIVE']),
    },
  ];
  return { figures, charts };
};
