import type { ChainHead } from '../../resources/activityRegister/chain';
import type { HttpMethodsContext } from '../defineMethods';
import type { ActivityRegisterMethods } from './registerMethods';

/** GET {reports}/api/v1/action-registry/object-types, /object-actions and /chain-head. */
export const createHttpActivityRegisterMethods = ({
  urls,
  httpClientFor,
}: HttpMethodsContext): ActivityRegisterMethods => {
  const get = async (path: string) =>
    (await httpClientFor('reports')(`${urls.reports}/api/v1/action-registry/${path}`)).json;
  return {
    registerObjectTypes: async () => ({ data: (await get('object-types')) as string[] }),
    registerObjectActions: async () => ({ data: (await get('object-actions')) as string[] }),
    registerChainHead: async () => ({ data: (await get('chain-head')) as ChainHead }),
  };
};
