import { HttpError, type RaRecord } from 'ra-core';
import { zodSchemaOf } from '../../resources/core/validation';
import type { ServiceErrorBody } from '../../resources/core/wire';
import { brands } from '../../resources/brands/schema';
import { commerces } from '../../resources/commerces/schema';
import { groups } from '../../resources/groups/schema';
import { models } from '../../resources/models/schema';
import { profiles } from '../../resources/profiles/schema';
import { terminals } from '../../resources/terminals/schema';
import { checkRow } from '../../resources/terminals/create/csv/checkRow';
import type { ImportRow, RowResult } from '../../resources/terminals/create/csv/importFormat';
import { problemsOfIssues, problemsOfRefusal } from '../../resources/terminals/create/csv/rowProblems';
import {
  namesOfRow,
  recordOfRow,
  type FoundReference,
  type ReferenceKind,
} from '../../resources/terminals/create/csv/rowRecord';
import type { TerminalImportMethods } from './importMethods';
import type { FakeMethodsContext } from '../defineMethods';

const ONE = { page: 1, perPage: 1 };
const BY_ID = { field: 'id', order: 'ASC' as const };

/** Where each kind of named record lives and the field that names it. */
const sources: Record<ReferenceKind, { resource: string; field: string; parent?: string }> = {
  commerce: { resource: commerces.resource, field: 'commerceCode' },
  group: { resource: groups.resource, field: 'name', parent: 'commerceId' },
  brand: { resource: brands.resource, field: 'name' },
  model: { resource: models.resource, field: 'name', parent: 'brandId' },
  profile: { resource: profiles.resource, field: 'name' },
};

const bodyOf = (error: unknown): ServiceErrorBody =>
  error instanceof HttpError && typeof error.body === 'object' && error.body !== null
    ? (error.body as ServiceErrorBody)
    : {};

/**
 * The terminal import over an in-memory provider, answering like the sandbox's: the same row
 * checks, names resolved in the selected entity, each good row created through the provider, so
 * the engine's checks (TM-0008) and the terminals' rules (TM-0010, the group rule) refuse it.
 */
export const createFakeTerminalImportMethods = ({
  provider,
}: Pick<FakeMethodsContext, 'provider'>): TerminalImportMethods => {
  const first = async (resource: string, filter: Record<string, unknown>): Promise<RaRecord | undefined> =>
    (await provider.getList(resource, { filter, pagination: ONE, sort: BY_ID })).data[0];

  const find = async (kind: ReferenceKind, name: string): Promise<FoundReference | null> => {
    const { resource, field, parent } = sources[kind];
    const record = await first(resource, { [field]: name.trim() });
    if (!record) return null;
    return parent ? { id: Number(record.id), parent: Number(record[parent]) } : { id: Number(record.id) };
  };

  const importOne = async (row: ImportRow, known: Map<string, FoundReference | null>): Promise<RowResult> => {
    const early = checkRow(row);
    if (early.length) return { row: row.row, problems: early };
    const { record, problems } = recordOfRow(row, (kind, name) => known.get(`${kind}:${name.trim()}`) ?? null);
    if (problems.length) return { row: row.row, problems };
    const parsed = zodSchemaOf(terminals, 'create').safeParse(record);
    if (!parsed.success) return { row: row.row, problems: problemsOfIssues(row, parsed.error) };
    try {
      const { data } = await provider.create(terminals.resource, { data: parsed.data });
      return { row: row.row, id: Number(data.id) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { row: row.row, problems: problemsOfRefusal(row, bodyOf(error)) };
    }
  };

  const importTerminals: TerminalImportMethods['importTerminals'] = async ({ batch }) => {
    const rows = JSON.parse(batch.json) as ImportRow[];
    const known = new Map<string, FoundReference | null>();
    for (const [kind, name] of rows.flatMap(namesOfRow)) {
      const key = `${kind}:${name.trim()}`;
      if (!known.has(key)) known.set(key, await find(kind, name));
    }
    const data: RowResult[] = [];
    for (const row of rows) data.push(await importOne(row, known));
    return { data };
  };

  // In memory both calls are the one import: the service applies the same rows and rules to each.
  return { importTerminals, addSeveralTerminals: importTerminals };
};
