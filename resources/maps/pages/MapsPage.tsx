import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'ra-core';
import { Title } from 'ra-ui-materialui';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MapBounds } from '../clustering';
import { terminals } from '../../terminals/schema';
import { LocatedTerminalsTable } from './LocatedTerminalsTable';
import { MapFilters } from './MapFilters';
import type { MapFilter, MapView } from './mapFilter';
import { MapSummary } from './MapSummary';
import { useTerminalCoordinates } from './useTerminalCoordinates';

const ClusterMap = lazy(() => import('./ClusterMap'));

/**
 * /maps: every located terminal of the entity on one map, clustered by the services for the box
 * in view, filtered by online state, brand and commerce. Without tiles, a table of the same
 * terminals. Terminals are read with the terminals read permission, as everywhere.
 */
export const MapsPage = () => {
  const translate = useTranslate();
  const [filter, setFilter] = useState<MapFilter>({});
  const [view, setView] = useState<MapView>({ zoom: 5 });
  const [unavailable, setUnavailable] = useState(false);
  const { canAccess, isPending: checking } = useCanAccess({ resource: terminals.resource, action: 'list' });
  const coordinates = useTerminalCoordinates(filter, view, canAccess === true);
  // The whole set's count and bounds come with a view without a box (first load, new filter) and stay for the pans.
  const [overview, setOverview] = useState<{ total: number; bounds: MapBounds | null } | null>(null);
  const answered = coordinates.data;
  useEffect(() => {
    if (answered && answered.total !== null) setOverview({ total: answered.total, bounds: answered.bounds });
  }, [answered]);
  const changeFilter = (next: MapFilter) => {
    setFilter(next);
    setView((current) => ({ zoom: current.zoom }));
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('maps.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('maps.title')}
      </Typography>
      {checking ? null : !canAccess ? (
        <Alert severity="info">{translate('maps.noPermission')}</Alert>
      ) : (
        <Stack spacing={1}>
          <MapFilters filter={filter} onChange={changeFilter} />
          <MapSummary
            data={coordinates.data}
            total={overview?.total ?? null}
            fetching={coordinates.isFetching}
            error={coordinates.isError}
          />
          {unavailable ? (
            <>
              <Alert severity="warning" role="status">
                {translate('maps.unavailable')}
              </Alert>
              <LocatedTerminalsTable filter={filter} />
            </>
          ) : (
            <Suspense fallback={<LinearProgress aria-label={translate('maps.loading')} />}>
              <ClusterMap
                clusters={coordinates.data?.clusters ?? []}
                bounds={overview?.bounds ?? null}
                onView={setView}
                onUnavailable={() => setUnavailable(true)}
              />
            </Suspense>
          )}
        </Stack>
      )}
    </Box>
  );
};
