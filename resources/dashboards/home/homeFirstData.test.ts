import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import { LATEST_OPERATIONS, prefetchHomeFigures } from './homeFirstData';
import { MONTHS, transactionSummaryQuery, transactionsMonthlyQuery } from './useTransactions';

const MONTHLY = [{ month: '2026-11', count: 4, amount: 12.5 }];
const SUMMARY = { date: '2026-11-27', currency: 'EUR' };

const services = () => {
  const transactionsMonthly = vi.fn(async () => ({ data: MONTHLY }));
  const transactionSummary = vi.fn(async () => ({ data: SUMMARY }));
  const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
  const dataProvider = { transactionsMonthly, transactionSummary, getList } as unknown as ConsoleDataProvider;
  return { transactionsMonthly, transactionSummary, getList, dataProvider, queryClient: new QueryClient() };
};

describe('the home page’s first figures asked ahead', () => {
  it('asks the chart’s months and the latest day once, under the keys the page reads', async () => {
    const { transactionsMonthly, transactionSummary, dataProvider, queryClient } = services();
    prefetchHomeFigures({ queryClient, dataProvider, entityId: '9', canAccess: () => true });
    expect(transactionsMonthly).toHaveBeenCalledWith({ months: MONTHS });
    expect(transactionSummary).toHaveBeenCalledWith({ date: undefined });

    const monthly = transactionsMonthlyQuery(dataProvider, '9', MONTHS);
    const summary = transactionSummaryQuery(dataProvider, '9', undefined);
    await vi.waitFor(() => expect(queryClient.getQueryData(monthly.queryKey)).toEqual(MONTHLY));
    // What the page's queries do as they mount with the answers in: still fresh, not asked again.
    expect(await queryClient.fetchQuery(monthly)).toEqual(MONTHLY);
    expect(await queryClient.fetchQuery(summary)).toEqual(SUMMARY);
    expect(transactionsMonthly).toHaveBeenCalledTimes(1);
    expect(transactionSummary).toHaveBeenCalledTimes(1);
    // Another entity's figures are its own.
    await queryClient.fetchQuery(transactionsMonthlyQuery(dataProvider, '3', MONTHS));
    expect(transactionsMonthly).toHaveBeenCalledTimes(2);
  });

  it('asks the newest operations under react-admin’s key, only for a user who may list them', async () => {
    const allowed = services();
    prefetchHomeFigures({ ...allowed, entityId: '9', canAccess: () => true });
    const page = { ...LATEST_OPERATIONS, filter: {}, meta: undefined };
    expect(allowed.getList).toHaveBeenCalledWith('operations', page);
    await vi.waitFor(() =>
      expect(allowed.queryClient.getQueryData(['operations', 'getList', page])).toMatchObject({ total: 1 }),
    );

    const refused = services();
    const canAccess = vi.fn(() => false);
    prefetchHomeFigures({ ...refused, entityId: '9', canAccess });
    expect(canAccess).toHaveBeenCalledWith({ resource: 'operations', action: 'list' });
    expect(refused.getList).not.toHaveBeenCalled();
  });
});
