import type { DataProvider, RaRecord } from 'ra-core';
import { tags } from '../../resources/tags/schema';
import { terminals } from '../../resources/terminals/schema';
import type { ErrorMapper } from '../httpClient';

const ALL = { page: 1, perPage: 1_000_000 };
const BY_ID = { field: 'id', order: 'ASC' as const };

/** What the fakerest terminal operations share: whole-list reads, lookups and coded refusals. */
export const fakeOperationsContext = (provider: DataProvider, mapError: ErrorMapper) => {
  const fail = (status: number, Code: string, Errors?: Record<string, string>) => {
    const body = { Code, Message: Code, Errors };
    return mapError(status, body, JSON.stringify(body), { hideNotFoundAlert: true });
  };
  const list = async (resource: string, filter: Record<string, unknown>, from: DataProvider = provider) =>
    (await from.getList(resource, { filter, pagination: ALL, sort: BY_ID })).data;
  const bySerial = (serialNumbers: readonly string[]) => list(terminals.resource, { serialNumber: [...serialNumbers] });
  const requireSerials = (serials: readonly string[]) => {
    if (serials.length === 0) throw fail(400, 'TM-0007');
  };
  const tagOf = async (id: number): Promise<RaRecord> => {
    const [tag] = await list(tags.resource, { id: [id] });
    if (!tag) throw fail(404, 'TM-0004');
    return tag;
  };
  /** Writes the tag lists a plan changed, terminal by terminal. */
  const writeTagIds = async (changes: readonly { id: number; tagIds: number[] }[]) => {
    for (const change of changes)
      await provider.update(terminals.resource, {
        id: change.id,
        data: { tagIds: change.tagIds },
        previousData: { id: change.id },
      });
  };
  return { provider, fail, list, bySerial, requireSerials, tagOf, writeTagIds };
};

export type FakeOperationsContext = ReturnType<typeof fakeOperationsContext>;
