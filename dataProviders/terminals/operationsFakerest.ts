import { commerces } from '../../resources/commerces/schema';
import { groups } from '../../resources/groups/schema';
import { terminalLogs } from '../../resources/terminalLogs/schema';
import { terminals } from '../../resources/terminals/schema';
import { logBundle } from '../../resources/terminals/operations/logBundle';
import type { InitializationRow } from '../../resources/terminals/operations/shapes';
import { planReassignment, type PlannedTerminal } from '../../resources/terminals/operations/reassignmentPlan';
import type { FakeMethodsContext } from '../defineMethods';
import { createFakeTerminalActionsMethods } from './actionsFakerest';
import { fakeOperationsContext } from './operationsFakeContext';
import type { TerminalOperationsMethods } from './operationsMethods';
import { fakeReportMethods } from './reportFakerest';
import { fakeReportEntities } from './reportEntitiesFakerest';
import { fakeTagMethods } from './tagsFakerest';

const TERMINALS = terminals.resource;

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

/**
 * The terminal operations over the in-memory provider (fakerest mode, component tests), with the
 * sandbox's rules and answers: the same planners decide, the same codes refuse, initializations
 * are recorded in each terminal's history; tags and the report have their own parts. Log files
 * are zipped without compression.
 */
export const createFakeTerminalOperationsMethods = ({
  provider,
  unscoped,
  currentEntity,
  mapError,
  session,
}: FakeMethodsContext): TerminalOperationsMethods => {
  const context = fakeOperationsContext(provider, mapError);
  const { pushTerminalAction } = createFakeTerminalActionsMethods(provider);
  const reportable = fakeReportEntities(() => session.token?.() ?? null, currentEntity);
  const { fail, list, bySerial, requireSerials } = context;

  const reassignment: Pick<TerminalOperationsMethods, 'reassignmentPreview' | 'reassignTerminals'> = {
    reassignmentPreview: async (request) => {
      const serialNumbers = [...new Set(request.serialNumbers)];
      requireSerials(serialNumbers);
      const [commerce] = await list(commerces.resource, { id: [request.commerceId] });
      if (!commerce) throw fail(400, 'GM-0010', { commerceId: 'GM-0010' });
      if (request.groupId) {
        const [group] = await list(groups.resource, { id: [request.groupId] });
        if (!group || group.commerceId !== request.commerceId) throw fail(400, 'GM-0008', { groupId: 'GM-0008' });
      }
      const found = (await bySerial(serialNumbers)) as unknown as PlannedTerminal[];
      return { data: planReassignment({ ...request, serialNumbers }, found) };
    },
    reassignTerminals: async (request) => {
      const { data: plan } = await reassignment.reassignmentPreview(request);
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

  return {
    ...reassignment,
    ...fakeTagMethods(context),
    ...fakeReportMethods(context, unscoped, currentEntity, reportable),
    sendInitializationParameters: async ({ serialNumbers }) => {
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
      const sent: InitializationRow[] = [];
      for (const row of rows) {
        const terminalId = Number(found.get(row.serialNumber)?.id);
        if (row.status !== 'SENT') sent.push(row);
        else {
          const pushed = await pushTerminalAction({
            terminalId,
            serialNumber: row.serialNumber,
            action: 'TPV_INITIALIZATION',
          });
          sent.push({ ...row, actionId: Number(pushed.data.id), terminalId });
        }
      }
      return { data: { sentAt: new Date().toISOString(), rows: sent } };
    },
    downloadTerminalLog: async ({ id }) => {
      const { data: log } = await provider.getOne(terminalLogs.resource, { id });
      const bytes = await logBundle({
        id: Number(log.id),
        serialNumber: String(log.serialNumber),
        fileName: String(log.fileName),
        type: String(log.type),
        createdAt: String(log.createdAt),
      });
      return { data: { fileName: String(log.fileName), contentType: 'application/zip', base64: toBase64(bytes) } };
    },
    requestTerminalLogs: async ({ serialNumber, kind }) => {
      const serial = serialNumber.trim().toUpperCase();
      if ((await bySerial([serial])).length === 0) throw fail(404, 'TM-0002');
      return { data: { serialNumber: serial, kind, requestedAt: new Date().toISOString() } };
    },
  };
};
