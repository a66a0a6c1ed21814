import type { HttpClient } from '../httpClient';
import { parseHourlyBuckets, parseMonthlyBuckets, parseTransactionSummary } from './transactionShapes';
import type { TransactionsMethods } from './transactionsMethods';

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
 * Answers are checked by `transactionShapes.ts`.
 */
export const createHttpTransactionsMethods = (baseUrl: string, http: HttpClient): TransactionsMethods => {
  const get = async (path: string, params: Record<string, string | number | undefined>) =>
    (await http(`${baseUrl}/${path}${queryString(params)}`)).json;
  return {
    transactionSummary: async ({ date }) => ({ data: parseTransactionSummary(await get('summary', { date })) }),
    transactionsHourly: async ({ date }) => ({ data: parseHourlyBuckets(await get('count_hourly', { date })) }),
    transactionsMonthly: async ({ months, until }) => ({
      data: parseMonthlyBuckets(await get('count_monthly', { months, until })),
    }),
  };
};
