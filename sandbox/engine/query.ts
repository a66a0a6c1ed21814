import { isSecret } from '../../resources/core/fields';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { refuse } from '../errors';
import { MAX_PAGE, type ListQuery, type ListResult } from '../storage/repository';

/** What a list request asks for, before the caller's entity is added. */
export type ListParams = Required<Pick<ListQuery, 'filter' | 'sort' | 'range'>>;

export type QueryString = Record<string, string | string[] | undefined>;

const DEFAULT_PAGE_SIZE = 25;

/** A malformed list parameter: 400 GM-0005 naming the parameter. */
const badParameter = (name: string) => refuse(400, 'GM-0005', { Message: name });

const parseJson = (query: QueryString, name: string): unknown => {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badParameter(name);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badParameter(name);
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `sort=["field","ASC"]`; the resource's default order when absent. */
const parseSort = (schema: ResourceSchema, query: QueryString): ListParams['sort'] => {
  const value = parseJson(query, 'sort');
  if (value === undefined) return schema.defaultSort;
  if (!Array.isArray(value) || typeof value[0] !== 'string') throw badParameter('sort');
  const [field, order = 'ASC'] = value as [string, unknown];
  if (order !== 'ASC' && order !== 'DESC') throw badParameter('sort');
  if (field !== 'id' && (!Object.hasOwn(schema.fields, field) || isSecret(schema.fields[field])))
    throw badParameter(field);
  return { field, order };
};

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * `range=[start,end]`, both inclusive. Without one, a first page; getMany sends none with its
 * `id` list, so that list is answered whole.
 */
const parseRange = (query: QueryString, filter: Record<string, unknown>): ListParams['range'] => {
  const value = parseJson(query, 'range');
  if (value === undefined) {
    const ids = Array.isArray(filter.id) ? filter.id.length : 0;
    return [0, Math.min(Math.max(ids, DEFAULT_PAGE_SIZE), MAX_PAGE) - 1];
  }
  if (!Array.isArray(value) || value.length !== 2) throw badParameter('range');
  const [start, end] = value as unknown[];
  if (!isIndex(start) || !isIndex(end) || end < start) throw badParameter('range');
  return [start, end];
};

const parseFilter = (query: QueryString): Record<string, unknown> => {
  const value = parseJson(query, 'filter');
  if (value === undefined) return {};
  if (!isPlainObject(value)) throw badParameter('filter');
  return value;
};

/** The ra-data-simple-rest list parameters: `sort`, `range` and `filter`, all JSON. */
export const parseListParams = (schema: ResourceSchema, query: QueryString): ListParams => {
  const filter = parseFilter(query);
  return { filter, sort: parseSort(schema, query), range: parseRange(query, filter) };
};

/**
 * `Content-Range: <path> <start>-<end>/<total>`; `*` instead of the bounds when the page is empty.
 * ra-data-simple-rest reads the total after the last '/'.
 */
export const contentRange = (schema: ResourceSchema, result: ListResult) => {
  const bounds = result.records.length > 0 ? `${result.start}-${result.end}` : '*';
  return `${schema.path} ${bounds}/${result.total}`;
};
