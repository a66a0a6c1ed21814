import type { HttpMethodsContext } from '../defineMethods';
import type { ServiceName } from '../../resources/core/resourceSchema';
import type { RowResult } from '../../resources/csvImport/importTypes';
import { commerceTerminalPaths } from '../../resources/commerces/terminals/shapes';
import type { CommerceMethods } from './commerceMethods';

/** The commerce screens' methods over the commerce and terminal services. */
export const createHttpCommerceMethods = ({ urls, httpClientFor }: HttpMethodsContext): CommerceMethods => {
  const call = async <T>(service: ServiceName, path: string, init?: RequestInit): Promise<T> =>
    (await httpClientFor(service)(`${urls[service]}/${path}`, init)).json as T;
  const post = <T>(service: ServiceName, path: string, body: unknown) =>
    call<T>(service, path, { method: 'POST', body: JSON.stringify(body) });
  return {
    commerceTerminals: async ({ commerceId }) => ({
      data: await call('commerce', commerceTerminalPaths.terminals(commerceId)),
    }),
    warehouseTerminals: async ({ warehouseId, q }) => {
      const query = new URLSearchParams();
      if (warehouseId != null) query.set('warehouseId', String(warehouseId));
      if (q) query.set('q', q);
      return { data: await call('commerce', `${commerceTerminalPaths.stock}?${query.toString()}`) };
    },
    addCommerceTerminals: async ({ commerceId, terminalIds }) => ({
      data: await post('commerce', commerceTerminalPaths.terminals(commerceId), { terminalIds }),
    }),
    moveCommerceTerminalsOut: async ({ commerceId, terminalIds, warehouseId }) => ({
      data: await post('commerce', commerceTerminalPaths.moveOut(commerceId), { terminalIds, warehouseId }),
    }),
    importCommerces: async ({ batch }) => {
      // The rows are JSON already: written into the body as they are, not parsed and written again.
      const json = await call<{ results?: RowResult[] }>('commerce', commerceTerminalPaths.importFile, {
        method: 'POST',
        body: `{"rows":${batch.json}}`,
      });
      if (!Array.isArray(json?.results)) throw new Error('errors.generic.oops');
      return { data: json.results };
    },
    resendTerminalPins: async ({ commerceId, terminalIds }) => ({
      data: await post('terminal', commerceTerminalPaths.resendPin, { commerceId, terminalIds }),
    }),
  };
};
