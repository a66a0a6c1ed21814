import type { OperationTotals } from '../../resources/operations/totals';
import type { HttpClient } from '../httpClient';
import { OPERATION_TOTALS_PATH, type OperationTotalsMethods } from './totalsMethods';

export const createHttpOperationTotalsMethods = (baseUrl: string, http: HttpClient): OperationTotalsMethods => ({
  operationTotals: async ({ filter }) => ({
    data: (await http(`${baseUrl}/${OPERATION_TOTALS_PATH}?filter=${encodeURIComponent(JSON.stringify(filter))}`))
      .json as OperationTotals,
  }),
});
