import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'ra-core';
import { entityConfigOf } from '../../fixtures/entityConfig';
import { tags } from '../../resources/tags/schema';
import {
  DELETED_FILTER,
  ONLINE_FILTER,
  isOnline,
  onlineSince,
  onlineWindowMinutes,
  terminals,
} from '../../resources/terminals/schema';
import { tagsAfterAdding } from '../../resources/terminals/tagLimit';
import type { TagAssignmentResult, TerminalListMethods } from './listMethods';
import type { FakeMethodsContext } from '../defineMethods';

const ALL = 1_000_000_000;

const refuse = (code: string) => new HttpError(`errors.codes.${code}`, 400, { Code: code, Message: code });

/** Whether a terminal passes the `online` and `deleted` filters the fakerest dialect cannot say. */
const matcher = (filter: Record<string, unknown>, since: string) => (record: RaRecord) => {
  const online = filter[ONLINE_FILTER];
  if (typeof online === 'boolean' && isOnline(record.lastConnectionDate, since) !== online) return false;
  const deleted = filter[DELETED_FILTER];
  return typeof deleted !== 'boolean' || Boolean(record.deleted) === deleted;
};

/**
 * The terminal list over an in-memory provider, filtering like the sandbox: `online` (window from
 * the entity configuration), and `deleted` with absent as false.
 */
export const withFakeTerminalFilters = <P extends DataProvider>(
  provider: P,
  currentEntity: () => number,
  now: () => number = Date.now,
): P => {
  const getList: DataProvider['getList'] = async (resource, params: GetListParams) => {
    const filter = params.filter ?? {};
    if (resource !== terminals.resource || !(ONLINE_FILTER in filter || DELETED_FILTER in filter))
      return provider.getList(resource, params);
    const { [ONLINE_FILTER]: _online, [DELETED_FILTER]: _deleted, ...rest } = filter;
    const since = onlineSince(now(), onlineWindowMinutes(entityConfigOf(currentEntity())));
    const { data } = await provider.getList(resource, {
      ...params,
      filter: rest,
      pagination: { page: 1, perPage: ALL },
    });
    const matching = data.filter(matcher(filter, since));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
  };
  return { ...provider, getList };
};

/** The list's bulk actions in memory: tag assignment with the shared 5-tag rule, and soft deletion. */
export const createFakeTerminalListMethods = ({
  provider,
}: Pick<FakeMethodsContext, 'provider'>): TerminalListMethods => {
  const assignTags: TerminalListMethods['assignTags'] = async ({ terminalIds, tagIds }) => {
    if (terminalIds.length === 0) throw refuse('TM-0007');
    const { data: found } = await provider.getMany(tags.resource, { ids: tagIds });
    if (tagIds.length === 0 || found.length !== new Set(tagIds).size) throw refuse('TM-0004');
    const adding = found.map((tag) => Number(tag.id));
    const { data: records } = await provider.getMany(terminals.resource, { ids: terminalIds });
    const byId = new Map(records.map((record) => [String(record.id), record]));
    const results: TagAssignmentResult[] = [];
    for (const terminalId of terminalIds) {
      const record = byId.get(String(terminalId));
      if (!record) {
        results.push({ terminalId, serialNumber: '', outcome: 'NOT_FOUND' });
        continue;
      }
      const current = ((record.tagIds as number[] | null) ?? []).map(Number);
      const next = tagsAfterAdding(current, adding);
      const outcome = next === null ? 'LIMIT_EXCEEDED' : next.length === current.length ? 'UNCHANGED' : 'ASSIGNED';
      if (next && outcome === 'ASSIGNED')
        await provider.update(terminals.resource, { id: record.id, data: { tagIds: next }, previousData: record });
      results.push({ terminalId, serialNumber: String(record.serialNumber), outcome });
    }
    return { data: results };
  };

  const softDeleteTerminals: TerminalListMethods['softDeleteTerminals'] = async ({ ids }) => {
    const { data: records } = await provider.getMany(terminals.resource, { ids });
    const own: Identifier[] = records.map((record) => record.id);
    if (own.length) await provider.updateMany(terminals.resource, { ids: own, data: { deleted: true } });
    return { data: own };
  };

  return { assignTags, softDeleteTerminals };
};
