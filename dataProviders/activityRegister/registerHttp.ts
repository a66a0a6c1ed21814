import type { ChainHead } from '../../resources/activityRegister/chain';
import type { DownloadedFile } from '../../resources/terminals/operations/shapes';
import type { HttpMethodsContext } from '../defineMethods';
import type { ActivityRegisterMethods } from './registerMethods';

/** GET {reports}/api/v1/action-registry/object-types, /object-actions and /chain-head; POST .../excel. */
export const createHttpActivityRegisterMethods = ({
  urls,
  httpClientFor,
}: HttpMethodsContext): ActivityRegisterMethods => {
  const get = async (path: string, body?: unknown) =>
    (
      await httpClientFor('reports')(
        `${urls.reports}/api/v1/action-registry/${path}`,
        body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
      )
    ).json;
  return {
    registerObjectTypes: async () => ({ data: (await get('object-types')) as string[] }),
    registerObjectActions: async () => ({ data: (await get('object-actions')) as string[] }),
    registerChainHead: async () => ({ data: (await get('chain-head')) as ChainHead }),
    registerExcel: async ({ texts }) => ({ data: (await get('excel', { texts })) as DownloadedFile }),
  };
};
