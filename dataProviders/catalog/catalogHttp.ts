import type { HttpMethodsContext } from '../defineMethods';
import type { RaRecord } from 'ra-core';
import type { CatalogMethods, CoverageRow, ShelfItem } from './catalogMethods';
import { orderPathOf, videoPathOf } from './videoPaths';

const shelfPath = { top: 'top', justForYou: 'just-for-you', category: 'category' } as const;

/** The catalogue's methods over HTTP, on the app service. */
export const createHttpCatalogMethods = ({ urls, httpClientFor }: HttpMethodsContext): CatalogMethods => {
  const api = `${urls.app}/api/v1`;
  const client = httpClientFor('app');
  const pathFor = (paths: Record<string, string>, resource: string) => {
    const path = paths[resource];
    if (!path) throw new Error(`No video path for "${resource}"`);
    return `${urls.app}/${path}`;
  };
  return {
    componentTypes: async () => ({
      data: (await client(`${api}/Component/types`)).json as { id: string; name: string }[],
    }),
    componentCoverage: async ({ versionId, view, page, perPage }) =>
      (await client(`${api}/Component/${view}/${versionId}?page=${page}&perPage=${perPage}`)).json as {
        data: CoverageRow[];
        total: number;
      },
    storeShelf: async ({ shelf, categoryId }) => {
      const tail = shelf === 'category' ? `category/${categoryId ?? 0}` : shelfPath[shelf];
      return { data: (await client(`${api}/store/${tail}`)).json as ShelfItem[] };
    },
    reorderVideos: async ({ resource, ids }) => ({
      data: (await client(pathFor(orderPathOf, resource), { method: 'PUT', body: JSON.stringify({ ids }) }))
        .json as RaRecord[],
    }),
    removeVideoLanguage: async ({ resource, id, language }) => ({
      data: (
        await client(`${pathFor(videoPathOf, resource)}/${id}/language/${encodeURIComponent(language)}`, {
          method: 'DELETE',
        })
      ).json as RaRecord,
    }),
  };
};
