import type { TerminalActionFailure, TerminalActionKind } from '../../../resources/terminalsHistory/schema';
import { terminalActionFailures } from '../../../resources/terminalsHistory/schema';
import { softwareRow, type InstalledItem } from '../../../resources/terminalSoftware/installed';
import type { SandboxContext } from '../../context';
import { columnOf as c } from '../../storage/tables';
import type { InstallRow } from './installTables';

/** A terminal's answer to a fleet install, as the settlement applies it. */
export interface TargetAnswer {
  terminalId: number;
  state: 'DONE' | 'FAILED';
  reason: string | null;
  at: number;
}

const sameSource = (row: { kind: string; sourceId: number }, item: InstalledItem) =>
  row.kind === item.kind && row.sourceId === item.sourceId;

/** The history action of an install: its first item says app, component or firmware. */
const actionOf = (install: InstallRow, items: readonly InstalledItem[]): TerminalActionKind => {
  const kind = items[0]?.kind ?? 'APP';
  if (install.operation === 'uninstall') return kind === 'APP' ? 'UNINSTALL_APP' : 'UNINSTALL_COMPONENT';
  return kind === 'APP' ? 'INSTALL_APP' : kind === 'FIRMWARE' ? 'INSTALL_FIRMWARE' : 'INSTALL_COMPONENT';
};

const failureOf = (reason: string | null): TerminalActionFailure | null =>
  terminalActionFailures.find((known) => known === reason) ?? null;

/**
 * What a fleet install's answers change on the terminals: a DONE install puts its items in the
 * terminal's installed software (replacing the same app or component), a DONE uninstall removes
 * them, and every answer is appended to the terminal's history with the install it came from.
 * Installation counts of the app versions are then counted again from the installed software.
 */
export const createInstallEffects = ({ db, store }: SandboxContext) => {
  const softwareOf = db.prepare(
    `SELECT id, ${c('kind')} AS kind, ${c('sourceId')} AS sourceId FROM r_terminalSoftware
     WHERE entity_id = ? AND ${c('terminalId')} = ?`,
  );
  const installedOfKind = db.prepare(
    `SELECT DISTINCT ${c('terminalId')} AS terminalId FROM r_terminalSoftware
     WHERE entity_id = ? AND ${c('kind')} = ? AND ${c('sourceId')} = ?`,
  );
  const runningVersion = db.prepare(
    `SELECT count(*) AS n FROM r_terminalSoftware WHERE entity_id = ? AND ${c('kind')} = 'APP' AND ${c('sourceId')} = ? AND ${c('version')} = ?`,
  );

  /** The terminals of an entity running any of the items (at any version). */
  const holders = (entityId: number, items: readonly InstalledItem[]): Set<number> => {
    const found = new Set<number>();
    items.forEach((item) =>
      (installedOfKind.all(entityId, item.kind, item.sourceId) as { terminalId: number }[]).forEach((row) =>
        found.add(row.terminalId),
      ),
    );
    return found;
  };

  const changeSoftware = (install: InstallRow, items: readonly InstalledItem[], terminalId: number, at: string) => {
    const present = softwareOf.all(install.entity_id, terminalId) as { id: number; kind: string; sourceId: number }[];
    items.forEach((item) => {
      const current = present.find((row) => sameSource(row, item));
      if (install.operation === 'uninstall') {
        if (current) store.delete('terminalSoftware', current.id);
      } else if (current) store.update('terminalSoftware', current.id, softwareRow(terminalId, item, at));
      else store.insert('terminalSoftware', install.entity_id, softwareRow(terminalId, item, at));
    });
  };

  const recount = (entityId: number, versionIds: readonly number[]) =>
    versionIds.forEach((versionId) => {
      const version = store.get('appVersions', versionId);
      if (!version) return;
      const { n } = runningVersion.get(entityId, Number(version.appId), String(version.versionName)) as { n: number };
      if (n !== version.installationCount) store.update('appVersions', versionId, { installationCount: n });
    });

  const apply = (install: InstallRow, answers: readonly TargetAnswer[]) => {
    if (answers.length === 0) return;
    const items = JSON.parse(install.items) as InstalledItem[];
    const action = actionOf(install, items);
    const requestedAt = new Date(install.created_at).toISOString();
    answers.forEach((answer) => {
      const at = new Date(answer.at).toISOString();
      if (answer.state === 'DONE') changeSoftware(install, items, answer.terminalId, at);
      store.insert('terminalsHistory', install.entity_id, {
        terminalId: answer.terminalId,
        action,
        state: answer.state,
        detail: install.target_name,
        reason: answer.state === 'FAILED' ? failureOf(answer.reason) : null,
        requestedBy: install.created_by,
        requestedAt,
        dueAt: at,
        completedAt: at,
        targetId: install.target_id,
        installId: install.id,
      });
    });
    if (answers.some((answer) => answer.state === 'DONE'))
      recount(install.entity_id, JSON.parse(install.version_ids) as number[]);
  };

  return { holders, apply };
};

export type InstallEffects = ReturnType<typeof createInstallEffects>;
