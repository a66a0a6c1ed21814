import { z } from 'zod';
import type { DataProvider } from 'ra-core';
import type { HttpClient } from './httpClient';

/**
 * The transaction service's dashboard figures as custom data provider methods (ARCHITECTURE.md
 * section 2: screens call dataProvider methods; custom ones take the resource name first, so
 * `combineDataProviders` routes them to the transaction service's client). The HTTP client below
 * and the in-memory one (`transactionsFakerest.ts`) implement this one interface.
 *
 * Days are UTC days (YYYY-MM-DD), hours UTC hours; amounts are in the entity's currency with two
 * decimals. A bucket's `amount` is its net amount (sales - cancellations - refunds); its `count`
 * is every operation, pre-authorisations included.
 */

/** The resource the methods are called with: the operations of the transaction service. */
export const TRANSACTIONS_RESOURCE = 'operations';

const figure = z.object({ count: z.number().int().nonnegative(), amount: z.number() });

export const transactionSummarySchema = z.object({
  /** The day answered; null when the entity has no operations at all. */
  date: z.string().nullable(),
  /** The newest day with operations of the entity. */
  latestDate: z.string().nullable(),
  currency: z.string().nullable(),
  operations: z.number().int().nonnegative(),
  sales: figure,
  cancellations: figure,
  refunds: figure,
  /** Sales minus cancellations minus refunds; its count is the operations behind it. */
  net: figure,
});

export const hourlyBucketSchema = figure.extend({ hour: z.number().int().min(0).max(23) });
export const monthlyBucketSchema = figure.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });

export type TransactionFigure = z.infer<typeof figure>;
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;
export type HourlyBucket = z.infer<typeof hourlyBucketSchema>;
export type MonthlyBucket = z.infer<typeof monthlyBucketSchema>;

export interface DayParams {
  /** YYYY-MM-DD; absent: the newest day with operations. */
  date?: string;
}

export interface MonthsParams {
  /** How many months, 1 to 24 (6 by default). */
  months?: number;
  /** The last month, YYYY-MM; absent: the month of the newest operation. */
  until?: string;
}

export interface TransactionsMethods {
  transactionSummary(resource: string, params: DayParams): Promise<{ data: TransactionSummary }>;
  transactionsHourly(resource: string, params: DayParams): Promise<{ data: HourlyBucket[] }>;
  transactionsMonthly(resource: string, params: MonthsParams): Promise<{ data: MonthlyBucket[] }>;
}

export type TransactionsDataProvider = DataProvider & TransactionsMethods;

const queryString = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  Object.entries(params).forEach(([key, value]) => {
    if (value !== undefined && value !== '') search.set(key, String(value));
  });
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The methods over HTTP: `{transactions service}/summary`, `/count_hourly` and `/count_monthly`
 * (spec section 7), through the transaction service's client (bearer token, no entity header).
 * Answers are checked against the shapes above.
 */
export const createHttpTransactionsMethods = (baseUrl: string, http: HttpClient): TransactionsMethods => {
  const get = async <T>(path: string, params: Record<string, string | number | undefined>, schema: z.ZodType<T>) =>
    schema.parse((await http(`${baseUrl}/${path}${queryString(params)}`)).json);
  return {
    transactionSummary: async (_resource, { date }) => ({
      data: await get('summary', { date }, transactionSummarySchema),
    }),
    transactionsHourly: async (_resource, { date }) => ({
      data: await get('count_hourly', { date }, z.array(hourlyBucketSchema)),
    }),
    transactionsMonthly: async (_resource, { months, until }) => ({
      data: await get('count_monthly', { months, until }, z.array(monthlyBucketSchema)),
    }),
  };
};
