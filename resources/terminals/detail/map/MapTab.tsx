import { Alert, LinearProgress, Link, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { lazy, Suspense, useState } from 'react';
import { Coordinates } from './Coordinates';

const TerminalMap = lazy(() => import('./TerminalMap'));

const osmLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/**
 * The terminal's GPS position: the coordinates always, the map when its tiles load. Without
 * tiles (no connection to the map server) the map gives way to a clear notice.
 */
export const MapTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [unavailable, setUnavailable] = useState(false);
  const latitude = Number(record?.location?.latitude);
  const longitude = Number(record?.location?.longitude);
  if (record?.location?.latitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return <Alert severity="info">{translate('terminalDetail.map.noLocation')}</Alert>;
  return (
    <Stack spacing={2}>
      <Coordinates latitude={latitude} longitude={longitude} lastLocationDate={record.lastLocationDate} />
      {unavailable ? (
        <Alert severity="warning" role="status">
          {translate('terminalDetail.map.unavailable')}{' '}
          <Link href={osmLink(latitude, longitude)} target="_blank" rel="noreferrer">
            {translate('terminalDetail.map.openExternal')}
          </Link>
        </Alert>
      ) : (
        <Suspense fallback={<LinearProgress aria-label={translate('terminalDetail.map.loading')} />}>
          <TerminalMap latitude={latitude} longitude={longitude} onUnavailable={() => setUnavailable(true)} />
        </Suspense>
      )}
    </Stack>
  );
};
