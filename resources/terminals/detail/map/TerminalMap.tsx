import 'leaflet/dist/leaflet.css';
import { circleMarker, map as leafletMap, tileLayer } from 'leaflet';
import { useTranslate } from 'ra-core';
import { useEffect, useRef } from 'react';
import { useScreenSettings } from '../../../core/screenSettings';
import { TILE_TIMEOUT_MS, tileUrlFrom } from './tileUrl';

interface Props {
  latitude: number;
  longitude: number;
  /** Called once when no tile loads (offline, server down, blocked): the page shows coordinates. */
  onUnavailable: () => void;
}

/** The terminal's position on a Leaflet map; its own chunk, with Leaflet's styles. */
const TerminalMap = ({ latitude, longitude, onUnavailable }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const translate = useTranslate();
  const { mapTileUrl } = useScreenSettings();
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    if (!container.current) return undefined;
    const map = leafletMap(container.current, { center: [latitude, longitude], zoom: 15 });
    const tiles = tileLayer(tileUrlFrom(mapTileUrl), {
      maxZoom: 19,
      attribution: '&copy; OpenStreetMap',
    }).addTo(map);
    circleMarker([latitude, longitude], { radius: 9, weight: 3 }).addTo(map);
    let loaded = false;
    let failed = false;
    const fail = () => {
      if (loaded || failed) return;
      failed = true;
      unavailable.current();
    };
    tiles.on('tileload', () => (loaded = true));
    tiles.on('tileerror', fail);
    const timer = window.setTimeout(fail, TILE_TIMEOUT_MS);
    return () => {
      window.clearTimeout(timer);
      map.remove();
    };
  }, [latitude, longitude, mapTileUrl]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={translate('terminalDetail.map.label')}
      style={{ height: 380, borderRadius: 4 }}
    />
  );
};

export default TerminalMap;
