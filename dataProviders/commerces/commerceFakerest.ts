import { HttpError, type RaRecord } from 'ra-core';
import { entityConfigOf } from '../../fixtures/entityConfig';
import { commerces } from '../../resources/commerces/schema';
import type { CommerceTerminal } from '../../resources/commerces/terminals/shapes';
import { COMMERCE_TERMINALS_LIMIT } from '../../resources/commerces/terminals/shapes';
import { warehouses } from '../../resources/warehouses/schema';
import { isOnline, onlineSince, onlineWindowMinutes, terminals } from '../../resources/terminals/schema';
import type { CommerceMethods } from './commerceMethods';
import type { FakeMethodsContext } from '../defineMethods';
import { fakeImportCommerces } from './importFakerest';

const ALL = { page: 1, perPage: 1_000_000 };
const BY_SERIAL = { field: 'serialNumber', order: 'ASC' as const };

const refuse = (code: string, field?: string) =>
  new HttpError(`errors.codes.${code}`, 400, {
    Code: code,
    Message: field ?? code,
    ...(field ? { Errors: { [field]: code } } : {}),
  });

/**
 * The commerce screens' methods over an in-memory provider, answering like the sandbox: the
 * commerce's terminals in service with their online state, the warehouse stock, moves in and
 * out (PM-0010 for a terminal that cannot move), and PIN resends to the commerce's e-mail.
 */
export const createFakeCommerceMethods = (
  { provider, currentEntity }: Pick<FakeMethodsContext, 'provider' | 'currentEntity'>,
  now: () => number = Date.now,
): CommerceMethods => {
  const shapeOf = (record: RaRecord, since: string): CommerceTerminal => ({
    id: Number(record.id),
    serialNumber: String(record.serialNumber),
    alias: (record.alias as string | null) ?? null,
    commerceId: Number(record.commerceId),
    groupId: (record.groupId as number | null) ?? null,
    warehouseId: (record.warehouseId as number | null) ?? null,
    lastConnectionDate: (record.lastConnectionDate as string | null) ?? null,
    online: isOnline(record.lastConnectionDate, since),
  });
  const since = () => onlineSince(now(), onlineWindowMinutes(entityConfigOf(currentEntity())));
  const terminalsWhere = async (filter: Record<string, unknown>, keep: (record: RaRecord) => boolean) => {
    const { data } = await provider.getList(terminals.resource, { filter, pagination: ALL, sort: BY_SERIAL });
    return data.filter((record) => !record.deleted && keep(record));
  };
  const inStock = (record: RaRecord) => record.warehouseId != null;
  const commerceOf = async (commerceId: number) => {
    const { data } = await provider.getOne(commerces.resource, { id: commerceId });
    return data;
  };
  const move = async (ids: number[], allowed: (record: RaRecord) => boolean, data: Record<string, unknown>) => {
    const { data: records } = await provider.getMany(terminals.resource, { ids });
    if (!ids.length || records.length !== new Set(ids).size || !records.every(allowed)) throw refuse('PM-0010');
    for (const record of records)
      await provider.update(terminals.resource, { id: record.id, data, previousData: record });
    return { data: { moved: records.length } };
  };

  return {
    importCommerces: fakeImportCommerces(provider),
    commerceTerminals: async ({ commerceId }) => {
      const cutoff = since();
      const found = await terminalsWhere({ commerceId }, (record) => !inStock(record));
      return { data: found.slice(0, COMMERCE_TERMINALS_LIMIT).map((record) => shapeOf(record, cutoff)) };
    },
    warehouseTerminals: async ({ warehouseId, q }) => {
      const cutoff = since();
      const text = q?.trim().toLowerCase() ?? '';
      const found = await terminalsWhere(
        {},
        (record) =>
          inStock(record) &&
          (warehouseId == null || Number(record.warehouseId) === warehouseId) &&
          (!text || String(record.serialNumber).toLowerCase().includes(text)),
      );
      return { data: found.slice(0, COMMERCE_TERMINALS_LIMIT).map((record) => shapeOf(record, cutoff)) };
    },
    addCommerceTerminals: async ({ commerceId, terminalIds }) => {
      await commerceOf(commerceId);
      return move(terminalIds, inStock, { commerceId, warehouseId: null, groupId: null });
    },
    moveCommerceTerminalsOut: async ({ commerceId, terminalIds, warehouseId }) => {
      const { data: found } = await provider.getMany(warehouses.resource, { ids: [warehouseId] });
      if (!found.length) throw refuse('GM-0010', 'warehouseId');
      return move(terminalIds, (record) => Number(record.commerceId) === commerceId && !inStock(record), {
        warehouseId,
        groupId: null,
      });
    },
    resendTerminalPins: async ({ commerceId, terminalIds }) => {
      const commerce = await commerceOf(commerceId);
      if (!commerce.email) throw refuse('CE-0001', 'email');
      const own = await terminalsWhere({ commerceId }, (record) => !inStock(record));
      const ownIds = new Set(own.map((record) => Number(record.id)));
      if (!terminalIds.length || !terminalIds.every((id) => ownIds.has(id))) throw refuse('PM-0010');
      return { data: { sent: terminalIds.length, recipient: String(commerce.email) } };
    },
  };
};
