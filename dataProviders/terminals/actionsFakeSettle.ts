import type { DataProvider, RaRecord } from 'ra-core';
import { appVersions } from '../../resources/appVersions/schema';
import { apps } from '../../resources/apps/schema';
import { components } from '../../resources/components/schema';
import { connectionSettlement, isDue, settlement, uploadedLog } from '../../resources/terminalsHistory/book';
import { terminalActions, type TerminalActionKind } from '../../resources/terminalsHistory/schema';
import { terminalLogs } from '../../resources/terminalLogs/schema';
import { terminals } from '../../resources/terminals/schema';
import { appItem, componentItem, softwareRow, type InstalledItem } from '../../resources/terminalSoftware/installed';
import { terminalSoftware } from '../../resources/terminalSoftware/schema';

/**
 * Settles the due pushes of one terminal in an in-memory provider, with the effects the sandbox
 * applies (actionBook.ts): installs land in the terminal's software, log requests upload a log,
 * status requests and restarts refresh the last connection.
 */

const ALL = { page: 1, perPage: 10_000 };
const BY_ID = { field: 'id', order: 'ASC' as const };

const numericId = (record: RaRecord) => Number(record.id);

const installedItemOf = async (provider: DataProvider, action: RaRecord): Promise<InstalledItem | undefined> => {
  const targetId = Number(action.targetId);
  try {
    if (action.action === 'INSTALL_APP') {
      const { data: version } = await provider.getOne(appVersions.resource, { id: targetId });
      const { data: app } = await provider.getOne(apps.resource, { id: version.appId });
      return appItem({ ...app, id: numericId(app) }, version);
    }
    const { data: component } = await provider.getOne(components.resource, { id: targetId });
    return componentItem({ ...component, id: numericId(component) });
  } catch {
    return undefined;
  }
};

const install = async (provider: DataProvider, terminalId: number, item: InstalledItem, at: string) => {
  const { data: rows } = await provider.getList(terminalSoftware.resource, {
    filter: { terminalId, kind: item.kind },
    pagination: ALL,
    sort: BY_ID,
  });
  const current = rows.find((row) => row.sourceId === item.sourceId);
  const data = softwareRow(terminalId, item, at);
  if (current) await provider.update(terminalSoftware.resource, { id: current.id, data, previousData: current });
  else await provider.create(terminalSoftware.resource, { data });
};

const applyDone = async (provider: DataProvider, action: RaRecord, terminal: RaRecord, at: string) => {
  const kind = action.action as TerminalActionKind;
  const terminalId = numericId(terminal);
  if (kind === 'INSTALL_APP' || kind === 'INSTALL_COMPONENT' || kind === 'INSTALL_FIRMWARE') {
    const item = await installedItemOf(provider, action);
    if (item) await install(provider, terminalId, item, at);
  } else if (kind === 'REQUEST_LOGS') {
    const data = uploadedLog({ id: terminalId, serialNumber: String(terminal.serialNumber) }, at);
    await provider.create(terminalLogs.resource, { data });
  } else if (kind === 'REQUEST_STATUS' || kind === 'RESTART') {
    await provider.update(terminals.resource, {
      id: terminal.id,
      data: { lastConnectionDate: at },
      previousData: terminal,
    });
  }
};

/** Sends the terminal's waiting pushes if it connected since, or expires them. */
const connectTerminal = async (provider: DataProvider, terminalId: number, now: number, delayMs: number) => {
  const { data: waiting } = await provider.getList(terminalActions.resource, {
    filter: { terminalId, state: 'WAITING' },
    pagination: ALL,
    sort: BY_ID,
  });
  if (!waiting.length) return;
  const { data: terminal } = await provider.getOne(terminals.resource, { id: terminalId });
  for (const action of waiting) {
    const change = connectionSettlement(action, terminal.lastConnectionDate, now, delayMs);
    if (change) await provider.update(terminalActions.resource, { id: action.id, data: change, previousData: action });
  }
};

export const settleTerminal = async (provider: DataProvider, terminalId: number, now: number, delayMs: number) => {
  await connectTerminal(provider, terminalId, now, delayMs);
  const { data: pending } = await provider.getList(terminalActions.resource, {
    filter: { terminalId, state: 'PENDING' },
    pagination: ALL,
    sort: BY_ID,
  });
  for (const action of pending.filter((record) => isDue({ state: 'PENDING', dueAt: String(record.dueAt) }, now))) {
    const terminal = await provider.getOne(terminals.resource, { id: terminalId }).then(
      ({ data }) => data,
      () => undefined,
    );
    const facts = terminal && {
      id: terminalId,
      modelId: terminal.modelId,
      batteryLevel: terminal.batteryLevel,
      deleted: terminal.deleted,
    };
    const done = settlement({ action: action.action as TerminalActionKind, dueAt: String(action.dueAt) }, facts);
    await provider.update(terminalActions.resource, { id: action.id, data: done, previousData: action });
    if (done.state === 'DONE' && terminal) await applyDone(provider, action, terminal, done.completedAt);
  }
};
