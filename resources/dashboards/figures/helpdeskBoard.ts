import type { BoardChart, BoardFigure } from '../boards';
import type { BoardClock, LogRow, TerminalActionRow } from './sources';
import { DAY_MS, tally } from './tally';

const ACTION_KINDS = [
  'REQUEST_STATUS',
  'REQUEST_LOGS',
  'RESTART',
  'INSTALL_APP',
  'INSTALL_COMPONENT',
  'INSTALL_FIRMWARE',
];

/**
 * Help desk: what was asked of terminals in the last 30 days and how it went (pending, failed and
 * why), logs requested and log files received.
 */
export const helpdeskBoard = (actions: readonly TerminalActionRow[], logs: readonly LogRow[], { now }: BoardClock) => {
  const since = new Date(now - 30 * DAY_MS).toISOString();
  const recent = actions.filter((row) => row.requestedAt >= since);
  const recentLogs = logs.filter((row) => row.createdAt >= since);
  const figures: BoardFigure[] = [
    { key: 'pending', value: actions.filter((row) => row.state === 'PENDING').length, unit: 'count' },
    { key: 'failed', value: recent.filter((row) => row.state === 'FAILED').length, unit: 'count' },
    { key: 'logsRequested', value: recent.filter((row) => row.action === 'REQUEST_LOGS').length, unit: 'count' },
    { key: 'logsReceived', value: recentLogs.length, unit: 'count' },
  ];
  const charts: BoardChart[] = [
    { key: 'requests', unit: 'count', bars: tally(recent, (row) => row.action, ACTION_KINDS) },
    {
      key: 'failures',
      unit: 'count',
      bars: tally(
        recent.filter((row) => row.state === 'FAILED'),
        (row) => row.reason ?? 'UNKNOWN',
        ['LOW_BATTERY', 'TERMINAL_DELETED'],
      ),
    },
    { key: 'logTypes', unit: 'count', bars: tally(recentLogs, (row) => row.type, ['SYSTEM', 'APPLICATION', 'CRASH']) },
  ];
  return { figures, charts };
};
