import { combineReach, type InstallReach } from '../../../resources/fleetInstalls/impact';
import type { InstallKind } from '../../../resources/fleetInstalls/shapes';
import { appItem, componentVersionItem, type InstalledItem } from '../../../resources/terminalSoftware/installed';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';
import type { StoredRecord } from '../../storage/repository';

/** What an install sends, as the plan and the states page need it. */
export interface InstallSubject {
  name: string;
  reach: InstallReach;
  installOnTransaction: boolean;
  /** App versions whose installation count the install's answers change. */
  versionIds: number[];
  /** What a completed install leaves on each terminal (and a completed uninstall removes). */
  items: InstalledItem[];
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

const fieldRefusal = (field: string, code: string) => refuse(400, code, { Errors: { [field]: code } });

/**
 * The app version, component or bundle an install names, checked as spec sections 4 and 5 say:
 * unknown (AM-0008), a disabled version (AM-0032: a disabled version cannot be installed), a
 * bundle without apps or a bundle's app without a version to install (AM-0030).
 */
export const installSubject = (
  { store }: SandboxContext,
  entityId: number,
  kind: InstallKind,
  id: number,
): InstallSubject => {
  const versionSubject = (version: StoredRecord | undefined, field: string) => {
    const app = version && store.get('apps', Number(version.appId), entityId);
    if (!version || !app) throw fieldRefusal(field, 'AM-0008');
    if (version.state === 'INACTIVE') throw fieldRefusal(field, 'AM-0032');
    return {
      name: `${String(app.name)} ${String(version.versionName)}`,
      reach: { authorized: numbers(version.authorizedTerminalIds), models: numbers(app.modelIds) },
      installOnTransaction: app.installOnTransaction === true,
      versionIds: [version.id],
      items: [appItem(app, version)],
    };
  };

  if (kind === 'appVersion') return versionSubject(store.get('appVersions', id, entityId), 'id');

  if (kind === 'component') {
    const version = store.get('componentVersions', id, entityId);
    const component = version && store.get('components', Number(version.componentId), entityId);
    if (!version || !component) throw fieldRefusal('id', 'AM-0008');
    const allowed = numbers(version.allowedTerminalIds);
    return {
      name: `${String(component.name)} ${String(version.versionName)}`,
      reach: { authorized: allowed.length ? allowed : null, models: numbers(component.modelIds) },
      installOnTransaction: false,
      versionIds: [],
      items: [componentVersionItem(component, version)],
    };
  }

  const bundle = store.get('bundles', id, entityId);
  if (!bundle) throw fieldRefusal('id', 'AM-0008');
  const items = (bundle.apps as { appId: number; versionId?: number | null }[] | null) ?? [];
  if (items.length === 0) throw fieldRefusal('id', 'AM-0030');
  const parts = items.map((item, index) => {
    const version = item.versionId
      ? store.get('appVersions', item.versionId, entityId)
      : store
          .idsWhere('appVersions', 'appId', item.appId)
          .map((versionId) => store.get('appVersions', versionId, entityId))
          .filter((candidate): candidate is StoredRecord => candidate?.state === 'ACTIVE')
          .sort((a, b) => Number(b.versionCode) - Number(a.versionCode))[0];
    // An app needs a version before install (spec section 5).
    if (!version) throw fieldRefusal(`apps.${index}.versionId`, 'AM-0030');
    return versionSubject(version, `apps.${index}.versionId`);
  });
  return {
    name: String(bundle.name),
    reach: combineReach(parts.map((part) => part.reach)),
    installOnTransaction: parts.some((part) => part.installOnTransaction),
    versionIds: parts.flatMap((part) => part.versionIds),
    items: parts.flatMap((part) => part.items),
  };
};
