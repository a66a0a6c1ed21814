import { versionReaches, type TerminalFacts } from '../../../resources/terminalsHistory/rules';
import type { StoredRecord } from '../../storage/repository';

/** An app as one terminal sees it: what it runs of it, and the version meant for it. */
export interface TerminalApp {
  appId: number;
  name: string;
  packageName: string | null;
  /** The version the terminal reports running; null when the app is not installed. */
  installedVersion: string | null;
  installedAt: string | null;
  /** The version the terminal should run: a pilot that lists it, else the newest active one that reaches it. */
  currentVersion: { id: number; versionName: string } | null;
  upToDate: boolean;
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/** The version an app offers this terminal, if any (see `TerminalApp.currentVersion`). */
const currentVersionOf = (app: StoredRecord, versions: readonly StoredRecord[], terminal: TerminalFacts) => {
  const reaching = versions
    .filter((version) => {
      const facts = { state: String(version.state), authorizedTerminalIds: numbers(version.authorizedTerminalIds) };
      if (facts.state === 'PILOT') return facts.authorizedTerminalIds.includes(terminal.id);
      return facts.state === 'ACTIVE' && versionReaches(facts, numbers(app.modelIds), terminal);
    })
    .sort(
      (a, b) =>
        Number(b.state === 'PILOT') - Number(a.state === 'PILOT') || Number(b.versionCode) - Number(a.versionCode),
    );
  const [chosen] = reaching;
  return chosen ? { id: chosen.id, versionName: String(chosen.versionName) } : null;
};

/**
 * The apps of the catalogue and of the terminal's software side by side: every app the terminal
 * runs or could be given, with its installed and current versions.
 */
export const terminalAppsOf = (
  terminal: TerminalFacts,
  apps: readonly StoredRecord[],
  versions: readonly StoredRecord[],
  installed: readonly StoredRecord[],
): TerminalApp[] =>
  apps.map((app) => {
    const software = installed.find((item) => item.sourceId === app.id);
    const currentVersion = currentVersionOf(
      app,
      versions.filter((version) => version.appId === app.id),
      terminal,
    );
    const installedVersion = software ? String(software.version) : null;
    return {
      appId: app.id,
      name: String(app.name),
      packageName: app.packageName == null ? null : String(app.packageName),
      installedVersion,
      installedAt: software?.installedAt == null ? null : String(software.installedAt),
      currentVersion,
      upToDate: installedVersion !== null && installedVersion === currentVersion?.versionName,
    };
  });

/** The three views of the terminal service (spec section 7: GetAppsAdmin, GetMissingApps, GetNotInstalledApps). */
export const terminalAppViews = {
  /** Every app installed on the terminal. */
  GetAppsAdmin: (app: TerminalApp) => app.installedVersion !== null,
  /** Installed apps that lack the version meant for the terminal. */
  GetMissingApps: (app: TerminalApp) => app.installedVersion !== null && app.currentVersion !== null && !app.upToDate,
  /** Apps not on the terminal that have a version for it. */
  GetNotInstalledApps: (app: TerminalApp) => app.installedVersion === null && app.currentVersion !== null,
} as const;

export type TerminalAppView = keyof typeof terminalAppViews;
