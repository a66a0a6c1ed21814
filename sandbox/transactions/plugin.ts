import type { FastifyRequest } from 'fastify';
import type { SandboxPlugin } from '../context';
import { ServiceError } from '../errors';
import { sessionOf } from '../guard';
import { parseDay, parseMonth, createTransactionQueries } from './queries';

type Query = Record<string, string | string[] | undefined>;

export const MAX_MONTHS = 24;
const DEFAULT_MONTHS = 6;

const badParameter = (name: string, expected: string) =>
  new ServiceError(400, { Message: `${name} must be ${expected}`, Errors: { [name]: 'invalid' } });

/** The `date` parameter: absent (the newest day with operations) or a real YYYY-MM-DD day. */
const dayOf = (query: Query): string | undefined => {
  const raw = query.date;
  if (raw === undefined || raw === '') return undefined;
  const day = parseDay(raw);
  if (!day) throw badParameter('date', 'a day, YYYY-MM-DD');
  return day;
};

const monthsOf = (query: Query): number => {
  const raw = query.months;
  if (raw === undefined || raw === '') return DEFAULT_MONTHS;
  const months = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS)
    throw badParameter('months', `a whole number from 1 to ${MAX_MONTHS}`);
  return months;
};

const untilOf = (query: Query): string | undefined => {
  const raw = query.until;
  if (raw === undefined || raw === '') return undefined;
  const month = parseMonth(raw);
  if (!month) throw badParameter('until', 'a month, YYYY-MM');
  return month;
};

/**
 * The transaction service's dashboard figures, beside its operations list (served by the
 * resource engine at /transactions/transactions). Scoped to the token's entity, as the service
 * gets no `entity-id` header, and to a partner's commerces; open to every signed-in user because the dashboard is.
 *
 * - GET /transactions/summary?date=YYYY-MM-DD: that day's sales, cancellations, refunds and net
 *   total; without a date, the newest day with operations (`date` says which).
 * - GET /transactions/count_hourly?date=YYYY-MM-DD: 24 buckets {hour, count, amount} (UTC hours).
 * - GET /transactions/count_monthly?months=6[&until=YYYY-MM]: {month, count, amount}, oldest first.
 *
 * Days and hours are UTC; `amount` of the buckets is the net amount.
 */
export const transactionsPlugin: SandboxPlugin = async (app, context) => {
  const queries = createTransactionQueries(context.db, context.store.schema('operations'));
  const ownerOf = (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { entityId: session.entityId, commerceIds: context.partnerScope.commerceIdsOf(session) };
  };
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      scope.get<{ Querystring: Query }>('/summary', async (request) =>
        queries.summary(ownerOf(request), dayOf(request.query)),
      );
      scope.get<{ Querystring: Query }>('/count_hourly', async (request) =>
        queries.hourly(ownerOf(request), dayOf(request.query)),
      );
      scope.get<{ Querystring: Query }>('/count_monthly', async (request) =>
        queries.monthly(ownerOf(request), monthsOf(request.query), untilOf(request.query)),
      );
    },
    { prefix: '/transactions' },
  );
};
