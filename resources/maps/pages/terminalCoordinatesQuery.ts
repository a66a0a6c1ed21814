import { queryOptions } from '@tanstack/react-query';
import type { MapsMethods } from '../../../dataProviders/maps/mapsMethods';
import type { PagePrefetcher } from '../../resourceDefinition';
import { terminals } from '../../terminals/schema';
import { MIN_ZOOM } from '../clustering';
import type { MapFilter, MapView } from './mapFilter';

/** What the map shows when opened: every located terminal. */
export const NO_FILTER: MapFilter = {};
/** The map's view until it reports its box: the whole set at a country's zoom. */
export const FIRST_VIEW: MapView = { zoom: 5 };
/** The whole filtered set at the coarsest grid: its count and bounds, in a few dozen cells. */
export const OVERVIEW: MapView = { zoom: MIN_ZOOM };
/** How long an answer stands: the map takes the one asked ahead at a cold load instead of asking again. */
export const COORDINATES_FRESH_MS = 10_000;

/** The clusters of a view under one key, for the map and for what asks them ahead. */
export const terminalCoordinatesQuery = (
  dataProvider: MapsMethods,
  entityId: string | null,
  filter: MapFilter,
  view: MapView,
) =>
  queryOptions({
    queryKey: [terminals.resource, 'terminalCoordinates', entityId, filter, view],
    queryFn: async () => (await dataProvider.terminalCoordinates({ ...filter, ...view })).data,
    staleTime: COORDINATES_FRESH_MS,
  });

/**
 * At a cold load of /maps, the first view's clusters are asked while the console starts, not once
 * the page has rendered; only for a user who reads terminals. The overview, which no marker
 * waits for, is left to the page, so that it does not queue before the page's other requests.
 */
export const prefetchFirstClusters = ({ queryClient, dataProvider, entityId, canAccess }: PagePrefetcher) => {
  if (!canAccess({ resource: terminals.resource, action: 'list' })) return;
  void queryClient.prefetchQuery(terminalCoordinatesQuery(dataProvider, entityId, NO_FILTER, FIRST_VIEW));
};
