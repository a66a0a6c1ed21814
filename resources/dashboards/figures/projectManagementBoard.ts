import type { BoardChart, BoardFigure } from '../boards';
import type { BoardClock, RegisterRow, StateRow, TerminalActionRow } from './sources';
import { dayBefore, tally } from './tally';

const INSTALLS = ['INSTALL_APP', 'INSTALL_COMPONENT', 'INSTALL_FIRMWARE'];
const DAYS = 14;

/**
 * Project management: the rollout work. Installs pending and failed, app versions by state
 * (pilots under way), and the team's activity from the register, per day over two weeks and by action.
 */
export const projectManagementBoard = (
  register: readonly RegisterRow[],
  versions: readonly StateRow[],
  actions: readonly TerminalActionRow[],
  { now }: BoardClock,
) => {
  const installs = actions.filter((row) => INSTALLS.includes(row.action));
  const days = Array.from({ length: DAYS }, (_, index) => dayBefore(now, DAYS - 1 - index));
  const figures: BoardFigure[] = [
    { key: 'installsPending', value: installs.filter((row) => row.state === 'PENDING').length, unit: 'count' },
    { key: 'installsFailed', value: installs.filter((row) => row.state === 'FAILED').length, unit: 'count' },
    { key: 'pilots', value: versions.filter((row) => row.state === 'PILOT').length, unit: 'count' },
    {
      key: 'changes',
      value: register.filter((row) => row.date.slice(0, 10) >= days[0]).length,
      unit: 'count',
    },
  ];
  const charts: BoardChart[] = [
    {
      key: 'activityByDay',
      unit: 'count',
      bars: tally(register, (row) => row.date.slice(0, 10), days)
        .filter((bar) => days.includes(bar.key))
        .map((bar) => ({ ...bar, label: bar.key.slice(5) })),
    },
    {
      key: 'installs',
      unit: 'count',
      bars: tally(installs, (row) => row.state, ['PENDING', 'DONE', 'FAILED']),
    },
    {
      key: 'versionStates',
      unit: 'count',
      bars: tally(versions, (row) => row.state, ['NOT_DEFINED', 'PILOT', 'ACTIVE', 'INACTIVE']),
    },
    {
      key: 'registerActions',
      unit: 'count',
      bars: tally(register, (row) => row.action, [
        'CREATE',
        'UPDATE',
        'DELETE',
        'LOGIN',
        'LOGOUT',
        'EXPORT',
        'INSTALL',
      ]),
    },
  ];
  return { figures, charts };
};
