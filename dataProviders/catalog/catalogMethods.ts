import type { RaRecord } from 'ra-core';
import { defineMethods } from '../defineMethods';

/** A terminal in a component version's installed or missing view. */
export interface CoverageRow {
  terminalId: number;
  serialNumber: string;
  modelId: number | null;
  /** The component's version the terminal runs, if any. */
  version: string | null;
  installedAt: string | null;
}

export type CoverageView = 'installed' | 'missing';

/** The store's shelves (spec section 7: store top, category, just-for-you). */
export type StoreShelf = 'top' | 'category' | 'justForYou';

export interface ShelfItem {
  id: number;
  position: number;
  app: {
    id: number;
    name: string;
    packageName: string;
    icon: string | null;
    categoryId: number | null;
    developerId: number | null;
    hiringType: string;
  };
}

/**
 * The market catalogue's custom methods, on the app service: system component types and fleet coverage, the store's shelves, and the videos' order and languages.
 * Over HTTP in `catalogHttp.ts`, in memory in `catalogFakerest.ts`.
 */
export interface CatalogMethods {
  componentTypes(): Promise<{ data: { id: string; name: string }[] }>;
  componentCoverage(params: {
    versionId: number;
    view: CoverageView;
    page: number;
    perPage: number;
  }): Promise<{ data: CoverageRow[]; total: number }>;
  storeShelf(params: { shelf: StoreShelf; categoryId?: number }): Promise<{ data: ShelfItem[] }>;
  /** A new order for all of a video resource's records (videos or categories), first first. */
  reorderVideos(params: { resource: string; ids: number[] }): Promise<{ data: RaRecord[] }>;
  removeVideoLanguage(params: { resource: string; id: number; language: string }): Promise<{ data: RaRecord }>;
}

export const catalogFamily = defineMethods<CatalogMethods>({
  domain: 'catalog',
  names: {
    componentTypes: true,
    componentCoverage: true,
    storeShelf: true,
    reorderVideos: true,
    removeVideoLanguage: true,
  },
  http: async (context) => (await import('./catalogHttp')).createHttpCatalogMethods(context),
  fake: async (context) => (await import('./catalogFakerest')).createFakeCatalogMethods(context.provider),
});
