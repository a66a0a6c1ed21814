import { LinearProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

/** Where the map goes, while its code (Leaflet, the world outline) loads. */
export const MapLoading = () => {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('maps.loading')} />;
};
