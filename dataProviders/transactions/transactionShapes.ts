/**
 * The transaction service's answers (spec section 7), checked as they arrive. By hand rather than
 * with zod: the home page reads them before its first chart, and zod would load with it.
 */
export interface TransactionFigure {
  count: number;
  amount: number;
}

export interface TransactionSummary {
  /** The day answered; null when the entity has no operations at all. */
  date: string | null;
  /** The newest day with operations of the entity. */
  latestDate: string | null;
  currency: string | null;
  operations: number;
  sales: TransactionFigure;
  cancellations: TransactionFigure;
  refunds: TransactionFigure;
  /** Sales minus cancellations minus refunds; its count is the operations behind it. */
  net: TransactionFigure;
}

export interface HourlyBucket extends TransactionFigure {
  hour: number;
}

export interface MonthlyBucket extends TransactionFigure {
  month: string;
}

const refuse = (path: string): never => {
  throw new TypeError(`The transaction service answered an unexpected ${path}`);
};

const recordAt = (value: unknown, path: string) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : refuse(path);

const countAt = (value: unknown, path: string) =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : refuse(path);

const amountAt = (value: unknown, path: string) =>
  typeof value === 'number' && Number.isFinite(value) ? value : refuse(path);

const textOrNullAt = (value: unknown, path: string) =>
  value === null || typeof value === 'string' ? value : refuse(path);

const listAt = (value: unknown, path: string) => (Array.isArray(value) ? (value as unknown[]) : refuse(path));

/** A figure's count and amount, and nothing else the answer held. */
const figureAt = (value: unknown, path: string): TransactionFigure => {
  const figure = recordAt(value, path);
  return { count: countAt(figure.count, `${path}.count`), amount: amountAt(figure.amount, `${path}.amount`) };
};

export const parseTransactionSummary = (value: unknown): TransactionSummary => {
  const summary = recordAt(value, 'summary');
  return {
    date: textOrNullAt(summary.date, 'date'),
    latestDate: textOrNullAt(summary.latestDate, 'latestDate'),
    currency: textOrNullAt(summary.currency, 'currency'),
    operations: countAt(summary.operations, 'operations'),
    sales: figureAt(summary.sales, 'sales'),
    cancellations: figureAt(summary.cancellations, 'cancellations'),
    refunds: figureAt(summary.refunds, 'refunds'),
    net: figureAt(summary.net, 'net'),
  };
};

export const parseHourlyBuckets = (value: unknown): HourlyBucket[] =>
  listAt(value, 'hourly list').map((item, index) => {
    const hour = countAt(recordAt(item, `hour ${index}`).hour, `hour ${index}`);
    return { ...figureAt(item, `hour ${index}`), hour: hour <= 23 ? hour : refuse(`hour ${index}`) };
  });

export const parseMonthlyBuckets = (value: unknown): MonthlyBucket[] =>
  listAt(value, 'monthly list').map((item, index) => {
    const month = recordAt(item, `month ${index}`).month;
    return {
      ...figureAt(item, `month ${index}`),
      month: typeof month === 'string' && /^\d{4}-\d{2}$/.test(month) ? month : refuse(`month ${index}`),
    };
  });
