import type { DataProvider } from 'ra-core';
import type { OperationTotals } from '../../resources/operations/totals';
import type { MethodNames } from '../lazyMethods';

/** The totals of the operations list under the filter it shows (spec section 2: operations). */
export interface OperationTotalsMethods {
  operationTotals(resource: string, params: { filter: Record<string, unknown> }): Promise<{ data: OperationTotals }>;
}

export type OperationTotalsDataProvider = DataProvider & OperationTotalsMethods;

/** `GET {transactions}/transactions/totals?filter=`. */
export const OPERATION_TOTALS_PATH = 'transactions/totals';

export const operationTotalsMethodNames: MethodNames<OperationTotalsMethods> = { operationTotals: true };
