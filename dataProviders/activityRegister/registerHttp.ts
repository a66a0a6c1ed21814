import type { HttpMethodsContext } from '../defineMethods';
import type { ActivityRegisterMethods } from './registerMethods';

/** GET {reports}/api/v1/action-registry/object-types and /object-actions. */
export const createHttpActivityRegisterMethods = ({
  urls,
  httpClientFor,
}: HttpMethodsContext): ActivityRegisterMethods => {
  const get = async (path: string) => ({
    data: (await httpClientFor('reports')(`${urls.reports}/api/v1/action-registry/${path}`)).json as string[],
  });
  return {
    registerObjectTypes: () => get('object-types'),
    registerObjectActions: () => get('object-actions'),
  };
};
