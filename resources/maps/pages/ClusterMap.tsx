import 'leaflet/dist/leaflet.css';
import {
  geoJSON,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  marker,
  tileLayer,
  type Map as LeafletMap,
} from 'leaflet';
import { useTranslate } from 'ra-core';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useScreenSettings } from '../../core/screenSettings';
import { TILE_TIMEOUT_MS, tileUrlFrom } from '../../terminals/detail/map/tileUrl';
import type { MapBounds, MapCluster } from '../clustering';
import { clusterIcon } from './clusterIcon';
import { worldLand } from './worldOutline';
import type { MapView } from './mapFilter';

interface Props {
  clusters: readonly MapCluster[];
  /** Where the filtered terminals are: the map fits them when they change. */
  bounds: MapBounds | null;
  onView: (view: MapView) => void;
  /** No tile loaded (offline, tile server down): the page says the outline is all there is. */
  onUnavailable: () => void;
}

/** Leaflet's attribution links are told apart from its text by colour only: underlined here. */
const MAP_SX = {
  height: 'min(70vh, 640px)',
  minHeight: 360,
  borderRadius: 1,
  bgcolor: '#cfe3ef',
  '& .leaflet-control-attribution a': { textDecoration: 'underline' },
} as const;

const viewOf = (map: LeafletMap): MapView => {
  const box = map.getBounds();
  return {
    zoom: map.getZoom(),
    bbox: { south: box.getSouth(), west: box.getWest(), north: box.getNorth(), east: box.getEast() },
  };
};

/** The outline's pane sits under the tiles' (200): tiles that answer cover it. */
const OUTLINE_PANE = 'worldOutline';
const LAND_STYLE = { color: '#7d8f7a', weight: 0.8, fillColor: '#eef1e6', fillOpacity: 1 };
const TILE_ATTRIBUTION = '&copy; OpenStreetMap';

/**
 * Leaflet with the services' clusters over the bundled world outline, tiles on top where a tile
 * server answers: each marker is focusable (Tab, Enter); a cluster zooms in on its terminals, a
 * single terminal opens its detail. Every pan or zoom asks for the new box.
 */
const ClusterMap = ({ clusters, bounds, onView, onUnavailable }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markers = useRef(layerGroup());
  const translate = useTranslate();
  const navigate = useNavigate();
  const { mapTileUrl } = useScreenSettings();
  const callbacks = useRef({ onView, onUnavailable });
  callbacks.current = { onView, onUnavailable };

  useEffect(() => {
    if (!container.current) return undefined;
    const map = leafletMap(container.current, { center: [40, -3.7], zoom: 5, minZoom: 2, worldCopyJump: false });
    mapRef.current = map;
    map.createPane(OUTLINE_PANE).style.zIndex = '150';
    geoJSON(worldLand(), { pane: OUTLINE_PANE, style: LAND_STYLE, interactive: false }).addTo(map);
    const tiles = tileLayer(tileUrlFrom(mapTileUrl), { maxZoom: 19, attribution: TILE_ATTRIBUTION }).addTo(map);
    markers.current.addTo(map);
    let loaded = false;
    let failed = false;
    const fail = () => {
      if (loaded || failed) return;
      failed = true;
      // Only the bundled outline is on screen: the tile server is credited once a tile of it arrives.
      map.attributionControl.removeAttribution(TILE_ATTRIBUTION);
      callbacks.current.onUnavailable();
    };
    tiles.on('tileload', () => {
      if (failed && !loaded) map.attributionControl.addAttribution(TILE_ATTRIBUTION);
      loaded = true;
    });
    tiles.on('tileerror', fail);
    const timer = window.setTimeout(fail, TILE_TIMEOUT_MS);
    map.on('moveend', () => callbacks.current.onView(viewOf(map)));
    return () => {
      window.clearTimeout(timer);
      map.remove();
      mapRef.current = null;
    };
  }, [mapTileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !bounds) return;
    map.fitBounds(latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]), {
      padding: [24, 24],
      maxZoom: 15,
    });
  }, [bounds?.south, bounds?.west, bounds?.north, bounds?.east]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const group = markers.current;
    group.clearLayers();
    clusters.forEach((cluster) => {
      const single = cluster.terminal;
      const title = single
        ? translate('maps.marker.terminal', {
            serial: single.serialNumber,
            state: translate(cluster.online ? 'maps.online' : 'maps.offline'),
          })
        : translate('maps.marker.cluster', { smart_count: cluster.count, online: cluster.online });
      const item = marker([cluster.latitude, cluster.longitude], {
        icon: clusterIcon(cluster),
        title,
        alt: title,
        keyboard: true,
      });
      item.on('click', () => {
        const map = mapRef.current;
        if (single) navigate(`/Terminal/${single.id}/show`);
        else if (map) map.setView([cluster.latitude, cluster.longitude], Math.min(19, map.getZoom() + 2));
      });
      group.addLayer(item);
    });
  }, [clusters, navigate, translate]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={translate('maps.label')}
      data-testid="terminal-cluster-map"
      sx={MAP_SX}
    />
  );
};

export default ClusterMap;
