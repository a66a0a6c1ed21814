import type { DataProvider } from 'ra-core';
import type { OperationTotals } from '../../resources/operations/totals';
import { defineMethods } from '../defineMethods';

/** The totals of the operations list under the filter it shows (spec section 2: operations). */
export interface OperationTotalsMethods {
  operationTotals(params: { filter: Record<string, unknown> }): Promise<{ data: OperationTotals }>;
}

export type OperationTotalsDataProvider = DataProvider & OperationTotalsMethods;

/** `GET {transactions}/transactions/totals?filter=`. */
export const OPERATION_TOTALS_PATH = 'transactions/totals';

export const operationTotalsFamily = defineMethods<OperationTotalsMethods>({
  domain: 'operations',
  names: { operationTotals: true },
  http: async ({ urls, httpClientFor }) =>
    (await import('./totalsHttp')).createHttpOperationTotalsMethods(urls.transactions, httpClientFor('transactions')),
  fake: async (context) => (await import('./totalsFakerest')).createFakeOperationTotalsMethods(context),
});
