import { terminals } from '../../resources/terminals/schema';
import type { SandboxContext } from '../context';

/** What a terminal's device leaves in the services, removed with it by a hard delete. */
export const DEVICE_RECORDS = ['terminalsHistory', 'terminalSoftware', 'terminalLogs'] as const;

/**
 * The one rule of a hard delete (generic DELETE, `Terminal/{id}/hard-delete`, the list's bulk
 * delete), everything but removing the terminal itself: its device data goes (history with its
 * pending pushes, installed software, logs, the app versions authorised for it; its tags live on
 * the terminal), while the financial operations stay, detached, with the serial they recorded.
 * Nothing points at the terminal afterwards, so its deletion is never refused as having dependents.
 * Every row is reached by id, never through a list page, however many the terminal has.
 */
export const releaseTerminal = ({ store }: SandboxContext, terminalId: number) => {
  DEVICE_RECORDS.forEach((name) =>
    store.idsWhere(name, 'terminalId', terminalId).forEach((id) => store.delete(name, id)),
  );
  const serial = store.get(terminals.name, terminalId)?.serialNumber ?? null;
  store.idsWhere('operations', 'terminalId', terminalId).forEach((id) => {
    const operation = store.get('operations', id);
    store.update('operations', id, { terminalId: null, terminalSerial: operation?.terminalSerial ?? serial });
  });
  store.idsWhere('appVersions', 'authorizedTerminalIds', terminalId).forEach((id) => {
    const version = store.get('appVersions', id);
    const ids = Array.isArray(version?.authorizedTerminalIds) ? version.authorizedTerminalIds.map(Number) : [];
    store.update('appVersions', id, { authorizedTerminalIds: ids.filter((other) => other !== terminalId) });
  });
};

/** A hard delete outside the engine: the rule above, then the terminal, all or nothing. */
export const hardDeleteTerminal = (context: SandboxContext, terminalId: number) =>
  context.db.transaction(() => {
    releaseTerminal(context, terminalId);
    context.store.delete(terminals.name, terminalId);
  })();
