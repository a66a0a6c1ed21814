import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { componentTypes } from '../../resources/components/schema';
import { componentVersions } from '../../resources/componentVersions/schema';
import { components } from '../../resources/components/schema';
import { apps } from '../../resources/apps/schema';
import { store } from '../../resources/store/schema';
import { terminals } from '../../resources/terminals/schema';
import { terminalSoftware } from '../../resources/terminalSoftware/schema';
import { componentReaches } from '../../resources/terminalsHistory/rules';
import { languageRemovalRefusal, numberedOrder, orderRefusal } from '../../resources/tutorialVideos/videoRules';
import type { CatalogMethods, CoverageRow, ShelfItem } from './catalogMethods';

const ALL = { page: 1, perPage: 1_000_000 };
const BY_ID = { field: 'id', order: 'ASC' } as const;
const refuse = (code: string, status = 400) => new HttpError(`errors.codes.${code}`, status, { Code: code });
const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
const shelfSection = { top: 'TOP', category: 'CATEGORY', justForYou: 'JUST_FOR_YOU' } as const;

/** The catalogue's methods over an in-memory provider, answering like the sandbox. */
export const createFakeCatalogMethods = (provider: DataProvider): CatalogMethods => {
  const all = async (resource: string, filter: Record<string, unknown> = {}) =>
    (await provider.getList<RaRecord>(resource, { pagination: ALL, sort: BY_ID, filter })).data;
  return {
    componentTypes: async () => ({ data: componentTypes.map((type) => ({ id: type, name: type })) }),
    componentCoverage: async ({ versionId, view, page, perPage }) => {
      const { data: version } = await provider.getOne<RaRecord>(componentVersions.resource, { id: versionId });
      const { data: component } = await provider.getOne<RaRecord>(components.resource, { id: version.componentId });
      const software = (await all(terminalSoftware.resource)).filter(
        (row) => row.sourceId === component.id && row.kind !== 'APP',
      );
      const runs = new Map(software.map((row) => [Number(row.terminalId), row]));
      const allowed = numbers(version.allowedTerminalIds);
      const rows = (await all(terminals.resource))
        .filter((terminal) => {
          const installed = runs.get(Number(terminal.id))?.version === version.versionName;
          if (view === 'installed') return installed;
          return (
            !installed &&
            terminal.deleted !== true &&
            componentReaches(numbers(component.modelIds), {
              id: Number(terminal.id),
              modelId: Number(terminal.modelId),
            }) &&
            (allowed.length === 0 || allowed.includes(Number(terminal.id)))
          );
        })
        .sort((a, b) => String(a.serialNumber).localeCompare(String(b.serialNumber)));
      const data: CoverageRow[] = rows.slice((page - 1) * perPage, page * perPage).map((terminal) => {
        const installed = runs.get(Number(terminal.id));
        return {
          terminalId: Number(terminal.id),
          serialNumber: String(terminal.serialNumber),
          modelId: terminal.modelId == null ? null : Number(terminal.modelId),
          version: installed ? String(installed.version) : null,
          installedAt: installed ? String(installed.installedAt) : null,
        };
      });
      return { data, total: rows.length };
    },
    storeShelf: async ({ shelf, categoryId }) => {
      const filter = { section: shelfSection[shelf], active: true, ...(shelf === 'category' ? { categoryId } : {}) };
      const entries = (await all(store.resource, filter)).sort((a, b) => Number(a.position) - Number(b.position));
      const byId = new Map((await all(apps.resource)).map((app) => [app.id, app]));
      const data: ShelfItem[] = entries.flatMap((entry) => {
        const app = byId.get(entry.appId as number);
        if (!app || app.state === 'INACTIVE') return [];
        return [{ id: Number(entry.id), position: Number(entry.position), app: app as unknown as ShelfItem['app'] }];
      });
      return { data };
    },
    reorderVideos: async ({ resource, ids }) => {
      const code = orderRefusal(
        (await all(resource)).map((video) => Number(video.id)),
        ids,
      );
      if (code) throw refuse(code);
      const data = await Promise.all(
        numberedOrder(ids).map(async ({ id, orderNumber }) => {
          const { data: previousData } = await provider.getOne<RaRecord>(resource, { id });
          return (await provider.update<RaRecord>(resource, { id, data: { orderNumber }, previousData })).data;
        }),
      );
      return { data };
    },
    removeVideoLanguage: async ({ resource, id, language }) => {
      const { data: previousData } = await provider.getOne<RaRecord>(resource, { id });
      const languages = (previousData.languages as string[] | null) ?? [];
      const code = languageRemovalRefusal(languages, previousData.defaultLanguage, language);
      if (code) throw refuse(code);
      const kept = languages.filter((item) => item !== language);
      return (await provider.update<RaRecord>(resource, { id, data: { languages: kept }, previousData })) as {
        data: RaRecord;
      };
    },
  };
};
