import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { entities } from '../../fixtures/entities';
import { appVersions } from '../../resources/appVersions/schema';
import { operations } from '../../resources/operations/schema';
import { terminalActions } from '../../resources/terminalsHistory/schema';
import { terminalLogs } from '../../resources/terminalLogs/schema';
import { terminals } from '../../resources/terminals/schema';
import { terminalSoftware } from '../../resources/terminalSoftware/schema';
import type { ErrorMapper } from '../httpClient';

const ALL = { page: 1, perPage: 1_000_000 };
const BY_ID = { field: 'id', order: 'ASC' as const };
/** What a terminal's device leaves behind, removed with it (as the sandbox's removal.ts). */
const DEVICE_RECORDS = [terminalActions.resource, terminalSoftware.resource, terminalLogs.resource];

interface TerminalRulesOptions {
  /** Every entity's records, to find a serial another entity holds. */
  unscoped: DataProvider;
  currentEntity: () => number;
  mapError: ErrorMapper;
}

/**
 * The sandbox's terminal record rules over an in-memory provider: a serial another entity holds
 * is 409 TM-0010 (Message `serial - entity`) on creation and edition; a hard delete (delete,
 * deleteMany) removes the terminal's device data and keeps its operations, detached, with the
 * serial they recorded.
 */
export const withFakeTerminalRules = <P extends DataProvider>(
  provider: P,
  { unscoped, currentEntity, mapError }: TerminalRulesOptions,
): P => {
  const list = async (resource: string, filter: Record<string, unknown>, from: DataProvider = provider) =>
    (await from.getList(resource, { filter, pagination: ALL, sort: BY_ID })).data;

  const assertSerialElsewhere = async (serial: unknown) => {
    if (typeof serial !== 'string') return;
    const holder = (await list(terminals.resource, { serialNumber: serial }, unscoped)).find(
      (terminal) => terminal.serialNumber === serial && terminal.entityId !== currentEntity(),
    );
    if (!holder) return;
    const entity = entities.find(({ Id }) => Id === holder.entityId)?.Name ?? `Entidad ${String(holder.entityId)}`;
    const body = { Code: 'TM-0010', Message: `${serial} - ${entity}`, Errors: { serialNumber: 'TM-0010' } };
    throw mapError(409, body, JSON.stringify(body));
  };

  const release = async (terminalId: Identifier) => {
    const terminal = (await provider.getOne(terminals.resource, { id: terminalId })).data;
    for (const resource of DEVICE_RECORDS) {
      const rows = await list(resource, { terminalId });
      if (rows.length) await provider.deleteMany(resource, { ids: rows.map((row) => row.id) });
    }
    for (const operation of await list(operations.resource, { terminalId })) {
      const data = { terminalId: null, terminalSerial: operation.terminalSerial ?? terminal.serialNumber };
      await provider.update(operations.resource, { id: operation.id, data, previousData: operation });
    }
    const authorizing = (await list(appVersions.resource, {})).filter((version: RaRecord) =>
      (version.authorizedTerminalIds ?? []).map(Number).includes(Number(terminalId)),
    );
    for (const version of authorizing) {
      const authorizedTerminalIds = version.authorizedTerminalIds.filter((id: number) => id !== Number(terminalId));
      await provider.update(appVersions.resource, {
        id: version.id,
        data: { authorizedTerminalIds },
        previousData: version,
      });
    }
  };

  return {
    ...provider,
    create: async (resource, params) => {
      if (resource === terminals.resource) await assertSerialElsewhere(params.data.serialNumber);
      return provider.create(resource, params);
    },
    update: async (resource, params) => {
      if (resource === terminals.resource && params.data.serialNumber !== undefined) {
        const { data: current } = await provider.getOne(resource, { id: params.id });
        if (current.serialNumber !== params.data.serialNumber) await assertSerialElsewhere(params.data.serialNumber);
      }
      return provider.update(resource, params);
    },
    delete: async (resource, params) => {
      if (resource === terminals.resource) await release(params.id);
      return provider.delete(resource, params);
    },
    deleteMany: async (resource, params) => {
      if (resource === terminals.resource) for (const id of params.ids) await release(id);
      return provider.deleteMany(resource, params);
    },
  };
};
