import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { MapsDataProvider } from '../../../dataProviders/maps/mapsMethods';
import { useSession } from '../../../authProvider/SessionContext';
import { terminals } from '../../terminals/schema';
import type { MapFilter, MapView } from './mapFilter';

/**
 * The clusters of the view; the previous ones stay on the map while a pan's answer comes. Asked
 * only when `enabled` (the user reads terminals): a refused call would end the session.
 */
export const useTerminalCoordinates = (filter: MapFilter, view: MapView, enabled: boolean) => {
  const dataProvider = useDataProvider<MapsDataProvider>();
  const entityId = useSession().entityId();
  return useQuery({
    queryKey: [terminals.resource, 'terminalCoordinates', entityId, filter, view],
    queryFn: async () => (await dataProvider.terminalCoordinates({ ...filter, ...view })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
};
