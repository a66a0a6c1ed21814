import type { BoardChart, BoardFigure } from '../boards';
import type { BoardClock, OperationRow } from './sources';
import { dayBefore, round2, tally } from './tally';

const OPERATION_TYPES = ['SALE', 'CANCELLATION', 'REFUND', 'PRE_AUTHORIZATION'];
const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'OTHER'];
const MONTHS = 6;

const signed = (row: OperationRow) =>
  row.type === 'SALE' ? row.amount : row.type === 'CANCELLATION' || row.type === 'REFUND' ? -row.amount : 0;

const monthsUntil = (last: string, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const [year, month] = last.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1)).toISOString().slice(0, 7);
  });

/**
 * Transactions: the newest day with operations (count, net total, average sale), the last seven
 * days, operations by UTC hour of that day, by month (six months up to it), by card brand and type.
 */
export const transactionsBoard = (operations: readonly OperationRow[], { now }: BoardClock) => {
  const latestDay = operations.reduce<string | null>((newest, row) => {
    const day = row.date.slice(0, 10);
    return newest === null || day > newest ? day : newest;
  }, null);
  const ofDay = latestDay ? operations.filter((row) => row.date.startsWith(latestDay)) : [];
  const sales = ofDay.filter((row) => row.type === 'SALE');
  const weekStart = dayBefore(now, 6);
  const months = monthsUntil((latestDay ?? new Date(now).toISOString()).slice(0, 7), MONTHS);
  const figures: BoardFigure[] = [
    { key: 'dayOperations', value: ofDay.length, unit: 'count' },
    { key: 'dayNet', value: round2(ofDay.reduce((sum, row) => sum + signed(row), 0)), unit: 'money' },
    {
      key: 'averageSale',
      value: sales.length ? round2(sales.reduce((sum, row) => sum + row.amount, 0) / sales.length) : 0,
      unit: 'money',
    },
    {
      key: 'weekOperations',
      value: operations.filter((row) => row.date.slice(0, 10) >= weekStart).length,
      unit: 'count',
    },
  ];
  const hours = tally(
    ofDay,
    (row) => row.date.slice(11, 13),
    Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')),
  );
  const charts: BoardChart[] = [
    { key: 'byHour', unit: 'count', bars: hours.map((bar) => ({ ...bar, label: bar.key })) },
    {
      key: 'byMonth',
      unit: 'count',
      bars: tally(operations, (row) => row.date.slice(0, 7), months)
        .filter((bar) => months.includes(bar.key))
        .map((bar) => ({ ...bar, label: bar.key })),
    },
    { key: 'byCardBrand', unit: 'count', bars: tally(operations, (row) => row.cardBrand, CARD_BRANDS) },
    { key: 'byType', unit: 'count', bars: tally(operations, (row) => row.type, OPERATION_TYPES) },
  ];
  const currency = operations.find((row) => row.currency)?.currency ?? null;
  return { figures, charts, currency, latestDay };
};
