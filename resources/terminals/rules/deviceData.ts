import { appVersions } from '../../appVersions/schema';
import type { RuleStore, StoredRow } from '../../core/rules/domainHooks';
import { operations } from '../../operations/schema';
import { terminalLogs } from '../../terminalLogs/schema';
import { terminalActions } from '../../terminalsHistory/schema';
import { terminalSoftware } from '../../terminalSoftware/schema';

/** What a terminal's device leaves in the services, removed with it by a hard delete. */
export const DEVICE_RECORDS = [terminalActions.name, terminalSoftware.name, terminalLogs.name] as const;

/**
 * A hard delete's effect (generic DELETE, `Terminal/{id}/hard-delete`, the list's bulk delete):
 * the device data goes (history with its pending pushes, installed software, logs, the app
 * versions authorised for it; its tags live on the terminal), while the financial operations
 * stay, detached, with the serial they recorded. Nothing points at the terminal afterwards.
 */
export const releaseTerminal = async (terminal: StoredRow, store: RuleStore) => {
  for (const resource of DEVICE_RECORDS)
    for (const row of await store.listInEveryEntity(resource, { terminalId: terminal.id }))
      await store.remove(resource, row.id);
  for (const operation of await store.listInEveryEntity(operations.name, { terminalId: terminal.id }))
    await store.update(operations.name, operation.id, {
      terminalId: null,
      terminalSerial: operation.terminalSerial ?? terminal.serialNumber ?? null,
    });
  for (const version of await store.listInEveryEntity(appVersions.name, { authorizedTerminalIds: [terminal.id] })) {
    const ids = Array.isArray(version.authorizedTerminalIds) ? version.authorizedTerminalIds.map(Number) : [];
    await store.update(appVersions.name, version.id, { authorizedTerminalIds: ids.filter((id) => id !== terminal.id) });
  }
};
