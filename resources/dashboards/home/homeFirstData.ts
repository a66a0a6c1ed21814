import type { GetListParams } from 'ra-core';
import { prefetchListPage } from '../../views/reactAdminParts/queryClient';
import type { PagePrefetcher } from '../../resourceDefinition';
import { operations } from '../../operations/schema';
import { MONTHS, transactionSummaryQuery, transactionsMonthlyQuery } from './useTransactions';

/** The newest operations the home page lists: the same page for the page and for the start. */
export const LATEST_OPERATIONS = {
  pagination: { page: 1, perPage: 6 },
  sort: { field: 'date', order: 'DESC' },
} satisfies Pick<GetListParams, 'pagination' | 'sort'>;

/**
 * At a cold load of the home page, its chart's months, the currency of its figures and (for a
 * user who may list operations) the newest operations are asked while the console starts, not
 * once the page has rendered (index.html preloads the transaction methods and the chart beside).
 */
export const prefetchHomeFigures = ({ queryClient, dataProvider, entityId, canAccess }: PagePrefetcher) => {
  void queryClient.prefetchQuery(transactionsMonthlyQuery(dataProvider, entityId, MONTHS));
  void queryClient.prefetchQuery(transactionSummaryQuery(dataProvider, entityId, undefined));
  if (canAccess({ resource: operations.resource, action: 'list' }))
    prefetchListPage(queryClient, dataProvider, operations.resource, { ...LATEST_OPERATIONS, filter: {} });
};
