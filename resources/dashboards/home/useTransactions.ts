import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type {
  TransactionsDataProvider,
  TransactionsMethods,
} from '../../../dataProviders/transactions/transactionsMethods';
import { operations } from '../../operations/schema';
import { useSession } from '../../../authProvider/SessionContext';

/** How many months the home page's chart shows. */
export const MONTHS = 6;
/**
 * How long figures stand once answered: the page takes those asked ahead at a cold load
 * (prefetchHomeFigures) instead of asking again as it mounts.
 */
export const FIGURES_FRESH_MS = 10_000;

/**
 * The dashboard's figures through the data provider's transaction methods. The selected entity
 * is part of every query key, so figures of one entity never show under another after a switch
 * (the switch also clears the whole cache).
 */
export const transactionSummaryQuery = (
  dataProvider: TransactionsMethods,
  entityId: string | null,
  date: string | undefined,
) =>
  queryOptions({
    queryKey: [operations.resource, 'transactionSummary', entityId, date ?? 'latest'],
    queryFn: async () => (await dataProvider.transactionSummary({ date })).data,
    staleTime: FIGURES_FRESH_MS,
  });

export const transactionsMonthlyQuery = (dataProvider: TransactionsMethods, entityId: string | null, months: number) =>
  queryOptions({
    queryKey: [operations.resource, 'transactionsMonthly', entityId, months],
    queryFn: async () => (await dataProvider.transactionsMonthly({ months })).data,
    staleTime: FIGURES_FRESH_MS,
  });

const useScope = () => {
  const dataProvider = useDataProvider<TransactionsDataProvider>();
  const entityId = useSession().entityId();
  return { dataProvider, entityId };
};

/** A day's figures; without a day, the newest day with operations (its `date` says which). */
export const useTransactionSummary = (date: string | undefined) => {
  const { dataProvider, entityId } = useScope();
  return useQuery(transactionSummaryQuery(dataProvider, entityId, date));
};

/** The 24 hours of a known day (waits until the day is known). */
export const useTransactionsHourly = (date: string | null | undefined) => {
  const { dataProvider, entityId } = useScope();
  return useQuery({
    queryKey: [operations.resource, 'transactionsHourly', entityId, date],
    queryFn: async () => (await dataProvider.transactionsHourly({ date: date ?? undefined })).data,
    enabled: Boolean(date),
  });
};

export const useTransactionsMonthly = (months: number) => {
  const { dataProvider, entityId } = useScope();
  return useQuery(transactionsMonthlyQuery(dataProvider, entityId, months));
};
