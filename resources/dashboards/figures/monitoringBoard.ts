import type { BoardChart, BoardFigure } from '../boards';
import type { BoardClock, TerminalRow } from './sources';
import { DAY_MS, HOUR_MS, percentOf, tally } from './tally';

/** Under this battery level (%) a terminal is reported as low. */
export const LOW_BATTERY = 20;

const BATTERY_BANDS = ['0-19', '20-39', '40-59', '60-79', '80-100'];
const batteryBand = (level: number | null) =>
  level === null ? null : BATTERY_BANDS[Math.min(4, Math.floor(Math.max(0, level) / 20))];

const SINCE_BANDS = ['online', 'hour', 'day', 'week', 'older', 'never'];

/**
 * Monitoring: the fleet now. Online is the entity's window (its TERMINAL_ONLINE_MINUTES); battery
 * in bands of 20 %; how long ago the others were last seen; connection types.
 */
export const monitoringBoard = (terminals: readonly TerminalRow[], { now, onlineSince }: BoardClock) => {
  const online = terminals.filter((row) => row.lastConnectionDate !== null && row.lastConnectionDate >= onlineSince);
  const lowBattery = terminals.filter((row) => row.batteryLevel !== null && row.batteryLevel < LOW_BATTERY);
  const sinceBand = (row: TerminalRow) => {
    if (row.lastConnectionDate === null) return 'never';
    if (row.lastConnectionDate >= onlineSince) return 'online';
    const age = now - Date.parse(row.lastConnectionDate);
    return age < HOUR_MS ? 'hour' : age < DAY_MS ? 'day' : age < 7 * DAY_MS ? 'week' : 'older';
  };
  const figures: BoardFigure[] = [
    { key: 'terminals', value: terminals.length, unit: 'count' },
    { key: 'online', value: online.length, unit: 'count' },
    { key: 'onlineShare', value: percentOf(online.length, terminals.length), unit: 'percent' },
    { key: 'lowBattery', value: lowBattery.length, unit: 'count' },
  ];
  const charts: BoardChart[] = [
    { key: 'battery', unit: 'count', bars: tally(terminals, (row) => batteryBand(row.batteryLevel), BATTERY_BANDS) },
    { key: 'lastSeen', unit: 'count', bars: tally(terminals, sinceBand, SINCE_BANDS) },
    {
      key: 'connection',
      unit: 'count',
      bars: tally(terminals, (row) => row.connectionType, ['WIFI', 'ETHERNET', 'MOBILE']),
    },
  ];
  return { figures, charts };
};
