import type { ChainHead } from '../../resources/activityRegister/chain';
import type { ServiceName } from '../../resources/core/resourceSchema';
import type { HttpClient } from '../httpClient';
import type { ServiceUrls } from '../services';
import type { ActivityRegisterMethods } from './registerMethods';

/** GET {reports}/api/v1/action-registry/object-types, /object-actions and /chain-head. */
export const createHttpActivityRegisterMethods = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
): ActivityRegisterMethods => {
  const get = async (path: string) =>
    (await httpClientFor('reports')(`${urls.reports}/api/v1/action-registry/${path}`)).json;
  return {
    registerObjectTypes: async () => ({ data: (await get('object-types')) as string[] }),
    registerObjectActions: async () => ({ data: (await get('object-actions')) as string[] }),
    registerChainHead: async () => ({ data: (await get('chain-head')) as ChainHead }),
  };
};
