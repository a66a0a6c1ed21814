import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { SqlCondition, SqlValue } from './filters';
import { columnOf, indexNameOf, tableOf } from './tables';

/**
 * How a list reads its total and its page. Table rows are large (the JSON document), so a plan
 * reads as few of them as it can:
 * - one filter, or none: its index finds the rows. Up to SORT_AFTER_FILTER matches are sorted
 *   after filtering, rather than walking the sort column's index hoping to meet them (a model's
 *   terminals sorted by serial number sit far apart in the serial index);
 * - several filters that indexes answer alone (equalities, ranges, lists, trigram search): each
 *   index gives its ids and the sets are intersected, so the total reads no row. Up to
 *   FETCH_MATCHES matches are read and sorted; more, and the sort index is walked, checking each
 *   id against the intersection, until the page is full.
 */
const SORT_AFTER_FILTER = 10_000;
const FETCH_MATCHES = 1_000;

export interface ListOrder {
  /** Undefined: by id. */
  field?: string;
  direction: 'ASC' | 'DESC';
}

interface Statement {
  sql: string;
  /** Parameters before the trailing `LIMIT ? OFFSET ?` of page statements. */
  params: SqlValue[];
}

export interface ListPlan {
  count: Statement;
  page(total: number): Statement;
}

const orderBy = ({ field, direction }: ListOrder, sortAfterFilter: boolean) =>
  field === undefined
    ? `id ${direction}`
    : `${sortAfterFilter ? '+' : ''}${columnOf(field)} ${direction}, id ${direction}`;

const whereOf = (conditions: readonly SqlCondition[]) => ({
  sql: conditions.map((condition) => `(${condition.sql})`).join(' AND '),
  params: conditions.flatMap((condition) => condition.params),
});

export const planList = (
  schema: ResourceSchema,
  scope: SqlCondition,
  filters: readonly SqlCondition[],
  order: ListOrder,
): ListPlan => {
  const table = tableOf(schema);
  const intersect = filters.length > 1 && filters.every((filter) => filter.indexed);
  if (!intersect) {
    const where = whereOf([scope, ...filters]);
    return {
      count: { sql: `SELECT count(*) AS total FROM ${table} WHERE ${where.sql}`, params: where.params },
      page: (total) => ({
        sql: `SELECT id, data FROM ${table} WHERE ${where.sql} ORDER BY ${orderBy(order, filters.length > 0 && total <= SORT_AFTER_FILTER)} LIMIT ? OFFSET ?`,
        params: where.params,
      }),
    };
  }
  const arms = filters.map((filter) => whereOf([scope, filter]));
  const matches = arms.map((arm) => `SELECT id FROM ${table} WHERE ${arm.sql}`).join(' INTERSECT ');
  const params = arms.flatMap((arm) => arm.params);
  const index = indexNameOf(schema, order.field);
  return {
    count: { sql: `SELECT count(*) AS total FROM (${matches})`, params },
    page: (total) =>
      total <= FETCH_MATCHES || index === undefined
        ? {
            sql: `SELECT id, data FROM ${table} WHERE id IN (${matches}) ORDER BY ${orderBy(order, true)} LIMIT ? OFFSET ?`,
            params,
          }
        : {
            sql: `SELECT id, data FROM ${table} WHERE id IN (
              SELECT id FROM ${table} INDEXED BY ${index} WHERE (${scope.sql}) AND id IN (${matches})
              ORDER BY ${orderBy(order, false)} LIMIT ? OFFSET ?) ORDER BY ${orderBy(order, true)}`,
            params: [...scope.params, ...params],
          },
  };
};
