import type { DataProvider, RaRecord } from 'ra-core';
import { combineReach, type InstallReach } from '../../resources/fleetInstalls/impact';
import type { InstallRequest } from '../../resources/fleetInstalls/shapes';
import { apps } from '../../resources/apps/schema';
import { appVersions } from '../../resources/appVersions/schema';
import { bundles } from '../../resources/bundles/schema';
import { componentVersions } from '../../resources/componentVersions/schema';
import { components } from '../../resources/components/schema';
import type { ServiceErrorBody } from '../../resources/core/wire';
import { appItem, componentVersionItem, type InstalledItem } from '../../resources/terminalSoftware/installed';
import { mapServiceError } from '../responseErrors';

export const fakeRefusal = (status: number, code: string) => {
  const body: ServiceErrorBody = { Code: code, Message: code };
  return mapServiceError(status, body, JSON.stringify(body));
};

const numbers = (value: unknown) =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];

/**
 * What an in-memory install sends and where it reaches, with the sandbox's refusals: a disabled
 * version (AM-0032), a component or a bundle's app without a version (AM-0030).
 */
export const fakeInstallSubject = async (
  provider: DataProvider,
  { kind, id }: Pick<InstallRequest, 'kind' | 'id'>,
): Promise<{ name: string; reach: InstallReach; items: InstalledItem[] }> => {
  const one = async (resource: string, recordId: number) => (await provider.getOne(resource, { id: recordId })).data;
  const ofVersion = async (version: RaRecord | undefined) => {
    if (!version) throw fakeRefusal(400, 'AM-0030');
    if (version.state === 'INACTIVE') throw fakeRefusal(400, 'AM-0032');
    const app = await one(apps.resource, Number(version.appId));
    return {
      name: `${String(app.name)} ${String(version.versionName)}`,
      reach: { authorized: numbers(version.authorizedTerminalIds), models: numbers(app.modelIds) },
      items: [appItem({ ...app, id: Number(app.id) }, version)],
    };
  };
  if (kind === 'appVersion') return ofVersion(await one(appVersions.resource, id));
  if (kind === 'component') {
    const version = await one(componentVersions.resource, id);
    const component = await one(components.resource, Number(version.componentId));
    const allowed = numbers(version.allowedTerminalIds);
    return {
      name: `${String(component.name)} ${String(version.versionName)}`,
      reach: { authorized: allowed.length ? allowed : null, models: numbers(component.modelIds) },
      items: [componentVersionItem({ ...component, id: Number(component.id) }, version)],
    };
  }
  const bundle = await one(bundles.resource, id);
  const items = (bundle.apps as { appId: number; versionId?: number | null }[] | null) ?? [];
  if (!items.length) throw fakeRefusal(400, 'AM-0030');
  const parts = await Promise.all(
    items.map(async (item) => {
      if (item.versionId) return ofVersion(await one(appVersions.resource, item.versionId));
      const { data } = await provider.getList(appVersions.resource, {
        filter: { appId: item.appId, state: 'ACTIVE' },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'versionCode', order: 'DESC' },
      });
      return ofVersion(data[0]);
    }),
  );
  return {
    name: String(bundle.name),
    reach: combineReach(parts.map((part) => part.reach)),
    items: parts.flatMap((part) => part.items),
  };
};
