import type { SoftwareKind, TerminalSoftware } from './schema';

export type SoftwareData = Omit<TerminalSoftware, 'id'>;

/** What a completed install leaves on a terminal; it replaces the item with the same kind and source. */
export interface InstalledItem {
  kind: SoftwareKind;
  name: string;
  packageName?: string | null;
  version: string;
  sourceId: number;
}

export const softwareRow = (terminalId: number, item: InstalledItem, installedAt: string): SoftwareData => ({
  terminalId,
  kind: item.kind,
  name: item.name,
  packageName: item.packageName ?? null,
  version: item.version,
  sourceId: item.sourceId,
  installedAt,
});

/** An app version as installed software. */
type Stored = { id: number } & Record<string, unknown>;

export const appItem = (app: Stored, version: Record<string, unknown>): InstalledItem => ({
  kind: 'APP',
  name: String(app.name),
  packageName: app.packageName == null ? null : String(app.packageName),
  version: String(version.versionName),
  sourceId: app.id,
});

/** A system component (firmware or not) at its current version as installed software. */
export const componentItem = (component: Stored): InstalledItem => ({
  kind: component.type === 'FIRMWARE' ? 'FIRMWARE' : 'COMPONENT',
  name: String(component.name),
  packageName: component.packageName == null ? null : String(component.packageName),
  version: String(component.currentVersion ?? ''),
  sourceId: component.id,
});

/** A system component at one of its versions, as a fleet install leaves it. */
export const componentVersionItem = (component: Stored, version: Record<string, unknown>): InstalledItem => ({
  ...componentItem(component),
  version: String(version.versionName),
});
