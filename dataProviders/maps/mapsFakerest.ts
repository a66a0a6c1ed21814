import type { RaRecord } from 'ra-core';
import { entityConfigOf } from '../../fixtures/entityConfig';
import { boundsOf, clusterPoints, type MapPoint } from '../../resources/maps/clustering';
import { isOnline, onlineSince, onlineWindowMinutes, terminals } from '../../resources/terminals/schema';
import type { MapsMethods } from './mapsMethods';
import type { FakeMethodsContext } from '../defineMethods';

/** The map's clusters over the in-memory terminals of the selected entity (the provider scopes them). */
export const createFakeMapsMethods = ({
  provider,
  currentEntity,
}: Pick<FakeMethodsContext, 'provider' | 'currentEntity'>): MapsMethods => ({
  terminalCoordinates: async (query) => {
    const since = onlineSince(Date.now(), onlineWindowMinutes(entityConfigOf(currentEntity())));
    const { data } = await provider.getList<RaRecord>(terminals.resource, {
      pagination: { page: 1, perPage: 1_000_000_000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const points: MapPoint[] = data.flatMap((row) => {
      const latitude = row.location?.latitude;
      const longitude = row.location?.longitude;
      const online = isOnline(row.lastConnectionDate, since);
      if (typeof latitude !== 'number' || typeof longitude !== 'number' || row.deleted === true) return [];
      if (query.online !== undefined && online !== query.online) return [];
      if (query.brandId !== undefined && row.brandId !== query.brandId) return [];
      if (query.commerceId !== undefined && row.commerceId !== query.commerceId) return [];
      return [{ id: Number(row.id), serialNumber: String(row.serialNumber), latitude, longitude, online }];
    });
    const overview = query.bbox ? { total: null, bounds: null } : { total: points.length, bounds: boundsOf(points) };
    return { data: { ...overview, clusters: clusterPoints(points, query) } };
  },
});
