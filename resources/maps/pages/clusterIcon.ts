import { divIcon } from 'leaflet';
import type { MapCluster } from '../clustering';

/** Green when every terminal of the marker is online, grey when none is, amber in between. */
export const clusterTone = ({ count, online }: Pick<MapCluster, 'count' | 'online'>) =>
  online === count ? 'online' : online === 0 ? 'offline' : 'mixed';

/** Each dark enough for the white count on it (WCAG AA, 4.5:1 at 12 px). */
const TONES = { online: '#2e7d32', mixed: '#b45309', offline: '#757575' } as const;

/** A round marker: the count for a cluster (bigger for more), a dot for one terminal. */
export const clusterIcon = (cluster: MapCluster) => {
  const size = cluster.count === 1 ? 18 : Math.round(28 + Math.min(24, Math.log10(cluster.count) * 8));
  const colour = TONES[clusterTone(cluster)];
  const text =
    cluster.count === 1 ? '' : cluster.count > 9999 ? `${Math.round(cluster.count / 1000)}k` : String(cluster.count);
  return divIcon({
    className: 'terminal-map-marker',
    iconSize: [size, size],
    html: `<span style="display:grid;place-items:center;width:${size}px;height:${size}px;border-radius:50%;background:${colour};color:#fff;font:600 12px/1 system-ui,sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">${text}</span>`,
  });
};
