import { Alert, Box, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'ra-core';
import { ScreenTitle } from '../../views/reactAdminParts/ScreenTitle';
import { useState } from 'react';
import { terminals } from '../../terminals/schema';
import ClusterMap from './ClusterMap';
import { MapFilters } from './MapFilters';
import type { MapFilter, MapView } from './mapFilter';
import { MapSummary } from './MapSummary';
import { FIRST_VIEW, NO_FILTER, OVERVIEW } from './terminalCoordinatesQuery';
import { useTerminalCoordinates } from './useTerminalCoordinates';

/**
 * /maps: every located terminal of the entity on one map, clustered by the services for the box
 * in view, filtered by online state, brand and commerce. A new filter keeps the box in view; the
 * filtered set's count and bounds come from an overview at the coarsest grid. Terminals are read
 * with the terminals read permission, as everywhere.
 */
export const MapsPage = () => {
  const translate = useTranslate();
  const [filter, setFilter] = useState<MapFilter>(NO_FILTER);
  const [view, setView] = useState<MapView>(FIRST_VIEW);
  const [unavailable, setUnavailable] = useState(false);
  const { canAccess, isPending: checking } = useCanAccess({ resource: terminals.resource, action: 'list' });
  const coordinates = useTerminalCoordinates(filter, view, canAccess === true);
  const overview = useTerminalCoordinates(filter, OVERVIEW, canAccess === true).data;
  return (
    <Box sx={{ py: 2 }}>
      <ScreenTitle title={translate('maps.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('maps.title')}
      </Typography>
      {checking ? null : !canAccess ? (
        <Alert severity="info">{translate('maps.noPermission')}</Alert>
      ) : (
        <Stack spacing={1}>
          <MapFilters filter={filter} onChange={setFilter} />
          <MapSummary
            data={coordinates.data}
            total={overview?.total ?? null}
            fetching={coordinates.isFetching}
            error={coordinates.isError}
          />
          {unavailable && (
            <Alert severity="info" role="status">
              {translate('maps.unavailable')}
            </Alert>
          )}
          <ClusterMap
            clusters={coordinates.data?.clusters ?? []}
            bounds={overview?.bounds ?? null}
            onView={setView}
            onUnavailable={() => setUnavailable(true)}
          />
        </Stack>
      )}
    </Box>
  );
};
