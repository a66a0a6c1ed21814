import type { RaRecord } from 'ra-core';
import { operations } from '../../resources/operations/schema';
import type { FakeMethodsContext } from '../defineMethods';
import { mapServiceError } from '../responseErrors';
import type {
  HourlyBucket,
  MonthlyBucket,
  TransactionFigure,
  TransactionsMethods,
  TransactionSummary,
} from './transactionsMethods';

/**
 * The transaction figures computed from the in-memory operations of a (fakerest) provider, with
 * the answers of the sandbox's transaction service: same shapes, same UTC days, amounts summed
 * in cents. The provider's own scoping decides whose operations count (the selected entity).
 */

const DAY_MS = 86_400_000;
const MAX_MONTHS = 24;
const DEFAULT_MONTHS = 6;
const ALL = 1_000_000_000;

const refuse = (name: string) => {
  const body = { Message: `invalid ${name}`, Errors: { [name]: 'invalid' } };
  return mapServiceError(400, body, JSON.stringify(body));
};

const validDay = (text: string | undefined): string | undefined => {
  if (text === undefined || text === '') return undefined;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00.000Z`) : NaN;
  if (!Number.isFinite(time) || new Date(time).toISOString().slice(0, 10) !== text) throw refuse('date');
  return text;
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

const shiftMonth = (month: string, offset: number) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1 + offset, 1)).toISOString().slice(0, 7);
};

const centsOf = (record: RaRecord) => Math.round(Number(record.amount) * 100);
const typeOf = (record: RaRecord) => String(record.type).toUpperCase();

/** A record's contribution to the net amount, in cents. */
const netCents = (record: RaRecord) => {
  const type = typeOf(record);
  if (type === 'SALE') return centsOf(record);
  return type === 'CANCELLATION' || type === 'REFUND' ? -centsOf(record) : 0;
};

const money = (count: number, cents: number): TransactionFigure => ({ count, amount: Math.round(cents) / 100 });

/** The figures of one day's operations (pure: the records are the day's). */
export const summarizeDay = (
  records: readonly RaRecord[],
  date: string | null,
  latestDate: string | null,
  fallbackCurrency: string | null,
): TransactionSummary => {
  const of = (type: string) => {
    const matching = records.filter((record) => typeOf(record) === type);
    return { count: matching.length, cents: matching.reduce((sum, record) => sum + centsOf(record), 0) };
  };
  const sales = of('SALE');
  const cancellations = of('CANCELLATION');
  const refunds = of('REFUND');
  const currencies = records
    .map((record) => String(record.currency ?? ''))
    .filter(Boolean)
    .sort();
  return {
    date,
    latestDate,
    currency: currencies[0] ?? fallbackCurrency,
    operations: records.length,
    sales: money(sales.count, sales.cents),
    cancellations: money(cancellations.count, cancellations.cents),
    refunds: money(refunds.count, refunds.cents),
    net: money(sales.count + cancellations.count + refunds.count, sales.cents - cancellations.cents - refunds.cents),
  };
};

export const createFakeTransactionsMethods = ({
  provider,
}: Pick<FakeMethodsContext, 'provider'>): TransactionsMethods => {
  const between = async (from: string, to: string) =>
    (
      await provider.getList(operations.resource, {
        filter: { date_gte: from, date_lt: to },
        pagination: { page: 1, perPage: ALL },
        sort: { field: 'date', order: 'ASC' },
      })
    ).data;

  const newest = async (): Promise<RaRecord | undefined> =>
    (
      await provider.getList(operations.resource, {
        filter: {},
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'date', order: 'DESC' },
      })
    ).data[0];

  const latestDay = async () => {
    const record = await newest();
    return record ? String(record.date).slice(0, 10) : null;
  };

  return {
    transactionSummary: async ({ date }) => {
      const asked = validDay(date);
      const last = await newest();
      const latestDate = last ? String(last.date).slice(0, 10) : null;
      const day = asked ?? latestDate;
      const records = day ? await between(day, nextDay(day)) : [];
      return { data: summarizeDay(records, day, latestDate, last ? String(last.currency) : null) };
    },

    transactionsHourly: async ({ date }) => {
      const day = validDay(date) ?? (await latestDay());
      const buckets: HourlyBucket[] = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0, amount: 0 }));
      if (!day) return { data: buckets };
      const cents = new Array<number>(24).fill(0);
      (await between(day, nextDay(day))).forEach((record) => {
        const hour = Number(String(record.date).slice(11, 13));
        if (!(hour >= 0 && hour < 24)) return;
        buckets[hour].count += 1;
        cents[hour] += netCents(record);
      });
      return { data: buckets.map((bucket) => ({ ...bucket, amount: Math.round(cents[bucket.hour]) / 100 })) };
    },

    transactionsMonthly: async ({ months = DEFAULT_MONTHS, until }) => {
      if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS) throw refuse('months');
      if (until !== undefined && !(/^\d{4}-\d{2}$/.test(until) && validDay(`${until}-01`))) throw refuse('until');
      const last = until ?? (await latestDay())?.slice(0, 7) ?? new Date().toISOString().slice(0, 7);
      const first = shiftMonth(last, -(months - 1));
      const totals = new Map<string, { count: number; cents: number }>();
      (await between(`${first}-01`, `${shiftMonth(last, 1)}-01`)).forEach((record) => {
        const month = String(record.date).slice(0, 7);
        const total = totals.get(month) ?? { count: 0, cents: 0 };
        total.count += 1;
        total.cents += netCents(record);
        totals.set(month, total);
      });
      const data: MonthlyBucket[] = Array.from({ length: months }, (_, i) => {
        const month = shiftMonth(first, i);
        const total = totals.get(month);
        return { month, ...money(total?.count ?? 0, total?.cents ?? 0) };
      });
      return { data };
    },
  };
};
