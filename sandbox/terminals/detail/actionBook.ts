import {
  cancelledWait,
  connectionSettlement,
  isDue,
  newAction,
  settlement,
  uploadedLog,
  type ActionRequest,
} from '../../../resources/terminalsHistory/book';
import type { TerminalActionKind } from '../../../resources/terminalsHistory/schema';
import { appItem, componentItem, softwareRow, type InstalledItem } from '../../../resources/terminalSoftware/installed';
import type { SandboxContext } from '../../context';
import type { StoredRecord } from '../../storage/repository';

const ALL = [0, 4_999] as [number, number];

const installs: readonly TerminalActionKind[] = ['INSTALL_APP', 'INSTALL_COMPONENT', 'INSTALL_FIRMWARE'];

/**
 * The terminal actions of the sandbox. A push is stored pending; it is settled lazily, when the
 * terminal's history is read after its due time, as the terminal would have answered then. So
 * nothing runs in the background and a test decides exactly when answers arrive.
 */
export const createActionBook = ({ store }: SandboxContext, delayMs: number, now: () => number = Date.now) => {
  const installedItemOf = (action: StoredRecord): InstalledItem | undefined => {
    const targetId = Number(action.targetId);
    if (action.action === 'INSTALL_APP') {
      const version = store.get('appVersions', targetId);
      const app = version && store.get('apps', Number(version.appId));
      return version && app ? appItem(app, version) : undefined;
    }
    const component = store.get('components', targetId);
    return component ? componentItem(component) : undefined;
  };

  const install = (terminal: StoredRecord, item: InstalledItem, at: string) => {
    const current = store
      .list('terminalSoftware', { filter: { terminalId: terminal.id, kind: item.kind }, range: ALL })
      .records.find((row) => row.sourceId === item.sourceId);
    const row = softwareRow(terminal.id, item, at);
    if (current) store.update('terminalSoftware', current.id, row);
    else store.insert('terminalSoftware', store.entityOf('terminals', terminal.id) ?? undefined, row);
  };

  /** What the terminal's answer changes beyond the action itself. */
  const applyDone = (action: StoredRecord, terminal: StoredRecord, at: string) => {
    const kind = action.action as TerminalActionKind;
    if (installs.includes(kind)) {
      const item = installedItemOf(action);
      if (item) install(terminal, item, at);
    } else if (kind === 'REQUEST_LOGS') {
      const entityId = store.entityOf('terminals', terminal.id) ?? undefined;
      store.insert(
        'terminalLogs',
        entityId,
        uploadedLog({ id: terminal.id, serialNumber: String(terminal.serialNumber) }, at),
      );
    } else if (kind === 'REQUEST_STATUS' || kind === 'RESTART') {
      store.update('terminals', terminal.id, { lastConnectionDate: at });
    }
  };

  /** Sends the terminal's waiting actions if it connected since, or expires them. */
  const connect = (terminalId: number, time: number) => {
    const waiting = store.list('terminalsHistory', { filter: { terminalId, state: 'WAITING' }, range: ALL }).records;
    if (!waiting.length) return;
    const lastConnection = store.get('terminals', terminalId)?.lastConnectionDate;
    waiting.forEach((action) => {
      const change = connectionSettlement(action, lastConnection, time, delayMs);
      if (change) store.update('terminalsHistory', action.id, change);
    });
  };

  /** Settles the terminal's pending actions whose answer is due (waiting ones first, if it connected). */
  const settle = (terminalId: number) => {
    const time = now();
    connect(terminalId, time);
    store
      .list('terminalsHistory', { filter: { terminalId, state: 'PENDING' }, range: ALL })
      .records.filter((action) => isDue({ state: 'PENDING', dueAt: String(action.dueAt) }, time))
      .forEach((action) => {
        const terminal = store.get('terminals', terminalId);
        const done = settlement({ action: action.action as TerminalActionKind, dueAt: String(action.dueAt) }, terminal);
        store.update('terminalsHistory', action.id, done);
        if (done.state === 'DONE' && terminal) applyDone(action, terminal, done.completedAt);
      });
  };

  return {
    record: (request: ActionRequest) => {
      const entityId = store.entityOf('terminals', request.terminalId) ?? undefined;
      return store.insert('terminalsHistory', entityId, newAction(request, now(), delayMs));
    },
    settle,
    /** Gives up on a waiting action: it fails as CANCELLED; false when it was not waiting. */
    cancelWaiting: (actionId: number) => {
      const action = store.get('terminalsHistory', actionId);
      if (action?.state !== 'WAITING') return false;
      store.update('terminalsHistory', actionId, cancelledWait(now()));
      return true;
    },
    /** The terminal's actions, newest first, after settling the due ones. */
    history: (terminalId: number, range: [number, number]) => {
      settle(terminalId);
      return store.list('terminalsHistory', {
        filter: { terminalId },
        sort: { field: 'requestedAt', order: 'DESC' },
        range,
      });
    },
  };
};

export type ActionBook = ReturnType<typeof createActionBook>;
