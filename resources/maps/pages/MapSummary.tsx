import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormats } from '../../dashboards/useFormats';
import type { TerminalCoordinates } from '../clustering';

/** How many terminals match, how many are in view and online there; a thin bar while a pan's answer comes. */
export const MapSummary = ({
  data,
  total,
  fetching,
  error,
}: {
  data: TerminalCoordinates | undefined;
  /** Every matching terminal with a position, known from the last view without a box. */
  total: number | null;
  fetching: boolean;
  error: boolean;
}) => {
  const translate = useTranslate();
  const { integer } = useFormats();
  const inView = data?.clusters.reduce((sum, cluster) => sum + cluster.count, 0) ?? 0;
  const online = data?.clusters.reduce((sum, cluster) => sum + cluster.online, 0) ?? 0;
  return (
    <Box sx={{ minHeight: 28 }}>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role="status" data-testid="map-summary">
        {error
          ? translate('maps.error')
          : data && total !== null
            ? translate('maps.summary', {
                smart_count: total,
                total: integer(total),
                inView: integer(inView),
                online: integer(online),
                markers: integer(data.clusters.length),
              })
            : translate('maps.loading')}
      </Typography>
      <LinearProgress sx={{ visibility: fetching ? 'visible' : 'hidden', height: 2 }} aria-hidden />
    </Box>
  );
};
