import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';

interface Props {
  latitude: number;
  longitude: number;
  lastLocationDate?: string | null;
}

/** The position in numbers, readable without a map. */
export const Coordinates = ({ latitude, longitude, lastLocationDate }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box data-testid="terminal-coordinates">
      <Typography variant="body1" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {translate('terminalDetail.map.coordinates', {
          latitude: latitude.toFixed(6),
          longitude: longitude.toFixed(6),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {lastLocationDate
          ? translate('terminalDetail.map.lastLocation', { date: new Date(lastLocationDate).toLocaleString(locale) })
          : translate('terminalDetail.map.noLocationDate')}
      </Typography>
    </Box>
  );
};
