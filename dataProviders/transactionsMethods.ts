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

export type { TransactionFigure, TransactionSummary, HourlyBucket, MonthlyBucket } from './transactionShapes';
import type { HourlyBucket, MonthlyBucket, TransactionSummary } from './transactionShapes';

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
 * Answers are checked against the shapes of `transactionShapes.ts`.
 */
export const createHttpTransactionsMethods = (baseUrl: string, http: HttpClient): TransactionsMethods => {
  const get = async (path: string, params: Record<string, string | number | undefined>) =>
    (await http(`${baseUrl}/${path}${queryString(params)}`)).json;
  // The shapes (zod) load with the first figure asked for, not with the console's first page.
  const shapes = () => import('./transactionShapes');
  return {
    transactionSummary: async (_resource, { date }) => ({
      data: (await shapes()).transactionSummarySchema.parse(await get('summary', { date })),
    }),
    transactionsHourly: async (_resource, { date }) => ({
      data: (await shapes()).hourlyBucketsSchema.parse(await get('count_hourly', { date })),
    }),
    transactionsMonthly: async (_resource, { months, until }) => ({
      data: (await shapes()).monthlyBucketsSchema.parse(await get('count_monthly', { months, until })),
    }),
  };
};
