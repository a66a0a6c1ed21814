import type { DataProvider, RaRecord } from 'ra-core';
import { brands } from '../resources/brands/schema';
import { commerces } from '../resources/commerces/schema';
import { groups } from '../resources/groups/schema';
import { models } from '../resources/models/schema';
import { tags } from '../resources/tags/schema';
import { terminalLogs } from '../resources/terminalLogs/schema';
import { terminals } from '../resources/terminals/schema';
import { logBundle } from '../resources/terminals/operations/logBundle';
import { reportByModel } from '../resources/terminals/operations/modelCounts';
import { planReassignment, type PlannedTerminal } from '../resources/terminals/operations/reassignmentPlan';
import { terminalReportFile } from '../resources/terminals/operations/reportFile';
import type { TerminalReportFilter } from '../resources/terminals/operations/shapes';
import { planTagAssignment, type TaggedTerminal } from '../resources/terminals/operations/tagAssignmentPlan';
import type { ErrorMapper } from './httpClient';
import type { TerminalActionsMethods } from './terminalActionsMethods';
import type { TerminalOperationsMethods } from './terminalOperationsMethods';

const ALL = { page: 1, perPage: 1_000_000 };
const BY_ID = { field: 'id', order: 'ASC' as const };
const TERMINALS = terminals.resource;
const TAGS = tags.resource;
const COMMERCES = commerces.resource;
const GROUPS = groups.resource;
const MODELS = models.resource;
const BRANDS = brands.resource;

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

/**
 * The terminal operations over the in-memory provider (fakerest mode, component tests), with the
 * sandbox's rules and answers: the same planners decide, the same codes refuse, initializations
 * are recorded in each terminal's history. `unscoped` sees
 * every entity, for a report over several; files are zipped without compression.
 */
export const createFakeTerminalOperationsMethods = (
  provider: DataProvider & Pick<TerminalActionsMethods, 'pushTerminalAction'>,
  unscoped: DataProvider,
  currentEntity: () => number,
  mapError: ErrorMapper,
): TerminalOperationsMethods => {
  const fail = (status: number, Code: string, Errors?: Record<string, string>) => {
    const body = { Code, Message: Code, Errors };
    return mapError(status, body, JSON.stringify(body), { hideNotFoundAlert: true });
  };
  const list = async (resource: string, filter: Record<string, unknown>, from: DataProvider = provider) =>
    (await from.getList(resource, { filter, pagination: ALL, sort: BY_ID })).data;
  const bySerial = (serialNumbers: readonly string[]) => list(TERMINALS, { serialNumber: [...serialNumbers] });
  const requireSerials = (serials: readonly string[]) => {
    if (serials.length === 0) throw fail(400, 'TM-0007');
  };
  const tagOf = async (id: number) => {
    const [tag] = await list(TAGS, { id: [id] });
    if (!tag) throw fail(404, 'TM-0004');
    return tag;
  };

  const reassignment: Pick<TerminalOperationsMethods, 'reassignmentPreview' | 'reassignTerminals'> = {
    reassignmentPreview: async (_, request) => {
      const serialNumbers = [...new Set(request.serialNumbers)];
      requireSerials(serialNumbers);
      const [commerce] = await list(COMMERCES, { id: [request.commerceId] });
      if (!commerce) throw fail(400, 'GM-0010', { commerceId: 'GM-0010' });
      if (request.groupId) {
        const [group] = await list(GROUPS, { id: [request.groupId] });
        if (!group || group.commerceId !== request.commerceId) throw fail(400, 'GM-0008', { groupId: 'GM-0008' });
      }
      const found = (await bySerial(serialNumbers)) as unknown as PlannedTerminal[];
      return { data: planReassignment({ ...request, serialNumbers }, found) };
    },
    reassignTerminals: async (resource, request) => {
      const { data: plan } = await reassignment.reassignmentPreview(resource, request);
      if (plan.moving === 0) throw fail(400, 'TM-0007');
      const moving = plan.rows.filter((row) => row.status === 'MOVE');
      for (const row of moving)
        await provider.update(TERMINALS, {
          id: Number(row.terminalId),
          data: { commerceId: request.commerceId, groupId: request.groupId ?? null },
          previousData: { id: Number(row.terminalId) },
        });
      return {
        data: { moved: moving.map((row) => row.serialNumber), notMoved: plan.rows.filter((r) => r.status !== 'MOVE') },
      };
    },
  };

  const runAssignment = async (request: Parameters<TerminalOperationsMethods['assignTag']>[1], write: boolean) => {
    const tag = await tagOf(request.tagId);
    let found: RaRecord[];
    let requested: string[] | undefined;
    if (request.by === 'csv') {
      requested = [...new Set(request.serialNumbers)];
      requireSerials(requested);
      found = await bySerial(requested);
    } else {
      if (!Object.values(request.filter).some((values) => values?.length)) throw fail(400, 'TM-0007');
      found = await list(TERMINALS, { ...request.filter });
    }
    const plan = planTagAssignment(Number(tag.id), request.action, found as unknown as TaggedTerminal[], requested);
    if (plan.outcome.matched === 0) throw fail(400, 'TM-0007');
    if (write)
      for (const change of plan.changes)
        await provider.update(TERMINALS, {
          id: change.id,
          data: { tagIds: change.tagIds },
          previousData: { id: change.id },
        });
    return { data: plan.outcome };
  };

  const report = async (filter: TerminalReportFilter) => {
    const entities = filter.entities?.length ? filter.entities : [currentEntity()];
    const matching = (
      await list(
        TERMINALS,
        {
          ...(filter.brandIds?.length ? { brandId: filter.brandIds } : {}),
          ...(filter.modelIds?.length ? { modelId: filter.modelIds } : {}),
          ...(filter.connectionType ? { connectionType: filter.connectionType } : {}),
          ...(filter.androidVersion ? { androidVersion: filter.androidVersion } : {}),
        },
        unscoped,
      )
    ).filter((terminal) => entities.includes(Number(terminal.entityId)));
    const counts = new Map<number, number>();
    matching.forEach((t) => counts.set(Number(t.modelId), (counts.get(Number(t.modelId)) ?? 0) + 1));
    const modelRows = await list(MODELS, { id: [...counts.keys()] }, unscoped);
    const brandRows = await list(BRANDS, { id: [...new Set(modelRows.map((m) => Number(m.brandId)))] }, unscoped);
    return { matching, summary: reportByModel(counts, modelRows, brandRows) };
  };

  return {
    ...reassignment,
    sendInitializationParameters: async (_, { serialNumbers }) => {
      const serials = [...new Set(serialNumbers)];
      requireSerials(serials);
      const found = new Map((await bySerial(serials)).map((t) => [String(t.serialNumber), t]));
      const rows = serials.map((serialNumber) => {
        const terminal = found.get(serialNumber);
        if (!terminal) return { serialNumber, status: 'UNKNOWN' as const, code: 'TM-0002' as const };
        if (terminal.deleted) return { serialNumber, status: 'UNAVAILABLE' as const, code: 'PM-0010' as const };
        return { serialNumber, status: 'SENT' as const };
      });
      // Each sent terminal gets the push in its history, pending until it answers (as in the sandbox).
      for (const row of rows.filter(({ status }) => status === 'SENT')) {
        const terminalId = Number(found.get(row.serialNumber)?.id);
        await provider.pushTerminalAction(TERMINALS, {
          terminalId,
          serialNumber: row.serialNumber,
          action: 'TPV_INITIALIZATION',
        });
      }
      return { data: { sentAt: new Date().toISOString(), rows } };
    },
    tagByName: async (_, { name }) => {
      const tag = (await list(TAGS, { name })).find((candidate) => candidate.name === name);
      if (!tag) throw fail(404, 'TM-0004');
      return { data: tag };
    },
    tagTerminalCount: async (_, { id }) => ({
      data: { total: (await list(TERMINALS, { tagIds: [(await tagOf(id)).id] })).length },
    }),
    resetTag: async (_, { id, name }) => {
      const tag = await tagOf(id);
      if (name.trim() !== tag.name) throw fail(400, 'TM-0004', { name: 'TM-0004' });
      const holding = await list(TERMINALS, { tagIds: [tag.id] });
      const { changes } = planTagAssignment(Number(tag.id), 'UNASSIGN', holding as unknown as TaggedTerminal[]);
      for (const change of changes)
        await provider.update(TERMINALS, {
          id: change.id,
          data: { tagIds: change.tagIds },
          previousData: { id: change.id },
        });
      return { data: { removed: changes.length } };
    },
    tagAssignmentPreview: (_, request) => runAssignment(request, false),
    assignTag: (_, request) => runAssignment(request, true),
    terminalReport: async (_, { filter }) => ({ data: (await report(filter)).summary }),
    downloadTerminalReport: async (_, { filter, format, columns }) => {
      const { matching, summary } = await report(filter);
      const names = async (resource: string, field: string) =>
        new Map(
          (await list(resource, { id: [...new Set(matching.map((t) => t[field]))] }, unscoped)).map((r) => [
            r.id,
            r.name,
          ]),
        );
      const [brandNames, modelNames, commerceNames] = await Promise.all([
        names(BRANDS, 'brandId'),
        names(MODELS, 'modelId'),
        names(COMMERCES, 'commerceId'),
      ]);
      const rows = [...matching]
        .sort((a, b) => String(a.serialNumber).localeCompare(String(b.serialNumber)))
        .map((t) => ({
          serialNumber: String(t.serialNumber),
          brand: String(brandNames.get(t.brandId) ?? ''),
          model: String(modelNames.get(t.modelId) ?? ''),
          commerce: String(commerceNames.get(t.commerceId) ?? ''),
          connectionType: String(t.connectionType ?? ''),
          androidVersion: String(t.androidVersion ?? ''),
        }));
      return { data: terminalReportFile(format, summary, rows, columns, new Date().toISOString().slice(0, 10)) };
    },
    downloadTerminalLog: async (_, { id }) => {
      const { data: log } = await provider.getOne(terminalLogs.resource, { id });
      const bytes = logBundle({
        id: Number(log.id),
        serialNumber: String(log.serialNumber),
        fileName: String(log.fileName),
        type: String(log.type),
        createdAt: String(log.createdAt),
      });
      return { data: { fileName: String(log.fileName), contentType: 'application/zip', base64: toBase64(bytes) } };
    },
    requestTerminalLogs: async (_, { serialNumber, kind }) => {
      const serial = serialNumber.trim().toUpperCase();
      if ((await bySerial([serial])).length === 0) throw fail(404, 'TM-0002');
      return { data: { serialNumber: serial, kind, requestedAt: new Date().toISOString() } };
    },
  };
};
