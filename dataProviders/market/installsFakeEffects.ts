import type { DataProvider } from 'ra-core';
import type { InstallOperation } from '../../resources/fleetInstalls/shapes';
import { terminalActionFailures, terminalActions } from '../../resources/terminalsHistory/schema';
import { softwareRow, type InstalledItem } from '../../resources/terminalSoftware/installed';
import { terminalSoftware } from '../../resources/terminalSoftware/schema';

const ALL = { page: 1, perPage: 100_000 };
const BY_ID = { field: 'id', order: 'ASC' as const };

/** What an in-memory install sends, as its answers need it. */
export interface FakeInstallFacts {
  id: number;
  operation: InstallOperation;
  targetId: number;
  targetName: string;
  createdAt: string;
  createdBy: string;
  items: InstalledItem[];
}

export interface FakeAnswer {
  terminalId: number;
  state: 'DONE' | 'FAILED';
  reason: string | null;
  at: string;
}

const actionOf = ({ operation, items }: FakeInstallFacts) => {
  const kind = items[0]?.kind ?? 'APP';
  if (operation === 'uninstall') return kind === 'APP' ? 'UNINSTALL_APP' : 'UNINSTALL_COMPONENT';
  return kind === 'APP' ? 'INSTALL_APP' : kind === 'FIRMWARE' ? 'INSTALL_FIRMWARE' : 'INSTALL_COMPONENT';
};

/** The terminals running any of the items, at any version. */
export const fakeHolders = async (provider: DataProvider, items: readonly InstalledItem[]) => {
  const found = new Set<number>();
  for (const item of items) {
    const { data } = await provider.getList(terminalSoftware.resource, {
      filter: { kind: item.kind },
      pagination: ALL,
      sort: BY_ID,
    });
    data.filter((row) => row.sourceId === item.sourceId).forEach((row) => found.add(Number(row.terminalId)));
  }
  return found;
};

/**
 * The sandbox's effects of answers (installEffects.ts) in memory: a done install puts its items on
 * the terminal's software, a done uninstall removes them, every answer goes to the terminal's history.
 */
export const applyFakeAnswers = async (
  provider: DataProvider,
  install: FakeInstallFacts,
  answers: readonly FakeAnswer[],
) => {
  for (const answer of answers) {
    if (answer.state === 'DONE') {
      const { data: present } = await provider.getList(terminalSoftware.resource, {
        filter: { terminalId: answer.terminalId },
        pagination: ALL,
        sort: BY_ID,
      });
      for (const item of install.items) {
        const current = present.find((row) => row.kind === item.kind && row.sourceId === item.sourceId);
        const data = softwareRow(answer.terminalId, item, answer.at);
        if (install.operation === 'uninstall') {
          if (current) await provider.delete(terminalSoftware.resource, { id: current.id, previousData: current });
        } else if (current)
          await provider.update(terminalSoftware.resource, { id: current.id, data, previousData: current });
        else await provider.create(terminalSoftware.resource, { data });
      }
    }
    await provider.create(terminalActions.resource, {
      data: {
        terminalId: answer.terminalId,
        action: actionOf(install),
        state: answer.state,
        detail: install.targetName,
        reason:
          answer.state === 'FAILED' ? (terminalActionFailures.find((known) => known === answer.reason) ?? null) : null,
        requestedBy: install.createdBy,
        requestedAt: install.createdAt,
        dueAt: answer.at,
        completedAt: answer.at,
        targetId: install.targetId,
        installId: install.id,
      },
    });
  }
};
