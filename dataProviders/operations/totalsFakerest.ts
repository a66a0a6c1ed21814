import { operations } from '../../resources/operations/schema';
import { totalsOf } from '../../resources/operations/totals';
import type { OperationTotalsMethods } from './totalsMethods';
import type { FakeMethodsContext } from '../defineMethods';

const ALL = { page: 1, perPage: 1_000_000 };

/** The totals over the in-memory operations the filter finds, summed as the sandbox sums them. */
export const createFakeOperationTotalsMethods = ({
  provider,
}: Pick<FakeMethodsContext, 'provider'>): OperationTotalsMethods => ({
  operationTotals: async ({ filter }) => {
    const { data } = await provider.getList(operations.resource, {
      filter,
      pagination: ALL,
      sort: { field: 'id', order: 'ASC' },
    });
    return {
      data: totalsOf(
        data.map((operation) => ({
          type: String(operation.type),
          status: String(operation.status),
          count: 1,
          cents: Math.round(Number(operation.amount) * 100),
        })),
      ),
    };
  },
});
