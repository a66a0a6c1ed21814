import type { DataProvider } from 'ra-core';
import { defineMethods } from '../defineMethods';
import type { HourlyBucket, MonthlyBucket, TransactionSummary } from './transactionShapes';

export type { TransactionFigure, TransactionSummary, HourlyBucket, MonthlyBucket } from './transactionShapes';

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

/**
 * The transaction service's dashboard figures. Days are UTC days (YYYY-MM-DD), hours UTC hours;
 * amounts are in the entity's currency with two decimals. A bucket's `amount` is its net amount
 * (sales - cancellations - refunds); its `count` is every operation, pre-authorisations included.
 */
export interface TransactionsMethods {
  transactionSummary(params: DayParams): Promise<{ data: TransactionSummary }>;
  transactionsHourly(params: DayParams): Promise<{ data: HourlyBucket[] }>;
  transactionsMonthly(params: MonthsParams): Promise<{ data: MonthlyBucket[] }>;
}

export type TransactionsDataProvider = DataProvider & TransactionsMethods;

export const transactionsFamily = defineMethods<TransactionsMethods>({
  domain: 'transactions',
  names: { transactionSummary: true, transactionsHourly: true, transactionsMonthly: true },
  http: async ({ urls, httpClientFor }) =>
    (await import('./transactionsHttp')).createHttpTransactionsMethods(
      urls.transactions,
      httpClientFor('transactions'),
    ),
  fake: async (context) => (await import('./transactionsFakerest')).createFakeTransactionsMethods(context),
});
