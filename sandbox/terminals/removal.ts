import { terminals } from '../../resources/terminals/schema';
import type { SandboxContext } from '../context';

const ALL = [0, 99_999] as [number, number];

/** What a terminal's device leaves in the services, removed with it by a hard delete. */
export const DEVICE_RECORDS = ['terminalsHistory', 'terminalSoftware', 'terminalLogs'] as const;

/**
 * The one rule of a hard delete (generic DELETE, `Terminal/{id}/hard-delete`, the list's bulk
 * delete), everything but removing the terminal itself: its device data goes (history with its
 * pending pushes, installed software, logs, the app versions authorised for it; its tags live on
 * the terminal), while the financial operations stay, detached, with the serial they recorded.
 * Nothing points at the terminal afterwards, so its deletion is never refused as having dependents.
 */
export const releaseTerminal = ({ store }: SandboxContext, terminalId: number) => {
  DEVICE_RECORDS.forEach((name) =>
    store.list(name, { filter: { terminalId }, range: ALL }).records.forEach((record) => store.delete(name, record.id)),
  );
  const serial = store.get(terminals.name, terminalId)?.serialNumber ?? null;
  store.list('operations', { filter: { terminalId }, range: ALL }).records.forEach((operation) =>
    store.update('operations', operation.id, {
      terminalId: null,
      terminalSerial: operation.terminalSerial ?? serial,
    }),
  );
  if (store.referencesTo(terminals.name, terminalId).some(({ resource }) => resource === 'appVersions'))
    store.list('appVersions', { range: ALL }).records.forEach((version) => {
      const ids = Array.isArray(version.authorizedTerminalIds) ? version.authorizedTerminalIds.map(Number) : [];
      if (ids.includes(terminalId))
        store.update('appVersions', version.id, { authorizedTerminalIds: ids.filter((id) => id !== terminalId) });
    });
};

/** A hard delete outside the engine: the rule above, then the terminal, all or nothing. */
export const hardDeleteTerminal = (context: SandboxContext, terminalId: number) =>
  context.db.transaction(() => {
    releaseTerminal(context, terminalId);
    context.store.delete(terminals.name, terminalId);
  })();
