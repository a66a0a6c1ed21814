import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { TransactionsDataProvider } from '../../../dataProviders/transactions/transactionsMethods';
import { operations } from '../../operations/schema';
import { useSession } from '../../../authProvider/SessionContext';

/**
 * The dashboard's figures through the data provider's transaction methods. The selected entity
 * is part of every query key, so figures of one entity never show under another after a switch
 * (the switch also clears the whole cache).
 */
const useScope = () => {
  const dataProvider = useDataProvider<TransactionsDataProvider>();
  const entityId = useSession().entityId();
  return { dataProvider, entityId };
};

/** A day's figures; without a day, the newest day with operations (its `date` says which). */
export const useTransactionSummary = (date: string | undefined) => {
  const { dataProvider, entityId } = useScope();
  return useQuery({
    queryKey: [operations.resource, 'transactionSummary', entityId, date ?? 'latest'],
    queryFn: async () => (await dataProvider.transactionSummary({ date })).data,
  });
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
  return useQuery({
    queryKey: [operations.resource, 'transactionsMonthly', entityId, months],
    queryFn: async () => (await dataProvider.transactionsMonthly({ months })).data,
  });
};
