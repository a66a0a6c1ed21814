import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { MapsDataProvider } from '../../../dataProviders/maps/mapsMethods';
import { useSession } from '../../../authProvider/SessionContext';
import type { MapFilter, MapView } from './mapFilter';
import { terminalCoordinatesQuery } from './terminalCoordinatesQuery';

/**
 * The clusters of the view; the previous ones stay on the map while a pan's answer comes. Asked
 * only when `enabled` (the user reads terminals): a refused call would end the session.
 */
export const useTerminalCoordinates = (filter: MapFilter, view: MapView, enabled: boolean) => {
  const dataProvider = useDataProvider<MapsDataProvider>();
  const entityId = useSession().entityId();
  return useQuery({
    ...terminalCoordinatesQuery(dataProvider, entityId, filter, view),
    placeholderData: keepPreviousData,
    enabled,
  });
};
