import type { ServiceName } from '../../resources/core/resourceSchema';
import type { HttpClient } from '../httpClient';
import type { ServiceUrls } from '../services';
import type { ActivityRegisterMethods } from './registerMethods';

/** GET {reports}/api/v1/action-registry/object-types and /object-actions. */
export const createHttpActivityRegisterMethods = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
): ActivityRegisterMethods => {
  const get = async (path: string) => ({
    data: (await httpClientFor('reports')(`${urls.reports}/api/v1/action-registry/${path}`)).json as string[],
  });
  return {
    registerObjectTypes: () => get('object-types'),
    registerObjectActions: () => get('object-actions'),
  };
};
