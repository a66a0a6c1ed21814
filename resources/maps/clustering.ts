/**
 * Grid clustering of terminal positions, done by the services so a map of 100,000 terminals
 * receives a few hundred markers: the visible area is cut into square cells of a quarter tile
 * (about 64 px at any zoom) and each cell answers one marker, at the mean position of its
 * terminals, with how many there are and how many are online. A cell of one terminal names it.
 */

export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface MapCluster {
  key: string;
  latitude: number;
  longitude: number;
  count: number;
  online: number;
  /** Only for a cell holding exactly one terminal. */
  terminal?: { id: number; serialNumber: string };
}

export interface TerminalCoordinates {
  /**
   * Terminals with a position that match the filters, in the whole entity, and where they are
   * (null when none has a position): answered only without a box (a first view, a new filter),
   * so a pan costs one grouped range scan.
   */
  total: number | null;
  bounds: MapBounds | null;
  clusters: MapCluster[];
}

export interface TerminalCoordinatesQuery {
  zoom: number;
  bbox?: MapBounds;
  online?: boolean;
  brandId?: number;
  commerceId?: number;
}

export interface MapPoint {
  id: number;
  serialNumber: string;
  latitude: number;
  longitude: number;
  online: boolean;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 19;
const CELLS_PER_TILE = 4;

/** The side of a cell in degrees at `zoom`. */
export const cellSize = (zoom: number) =>
  360 / 2 ** Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom))) / CELLS_PER_TILE;

/** The cell a position falls in (offsets keep the numbers positive, so truncation is the floor). */
export const cellOf = (latitude: number, longitude: number, size: number) =>
  `${Math.trunc((latitude + 90) / size)}:${Math.trunc((longitude + 180) / size)}`;

export const inBounds = (bounds: MapBounds | undefined, latitude: number, longitude: number) =>
  !bounds ||
  (latitude >= bounds.south && latitude <= bounds.north && longitude >= bounds.west && longitude <= bounds.east);

/** A bbox parameter "west,south,east,north" (Leaflet's toBBoxString), or undefined when malformed. */
export const parseBbox = (text: unknown): MapBounds | undefined => {
  if (typeof text !== 'string') return undefined;
  const parts = text.split(',').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return undefined;
  const [west, south, east, north] = parts;
  if (south > north || west > east) return undefined;
  return {
    west: Math.max(-180, west),
    south: Math.max(-90, south),
    east: Math.min(180, east),
    north: Math.min(90, north),
  };
};

export const bboxText = ({ west, south, east, north }: MapBounds) =>
  [west, south, east, north].map((value) => value.toFixed(5)).join(',');

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The clusters of points in memory: what the sandbox computes in SQL, for the in-memory provider and tests. */
export const clusterPoints = (
  points: readonly MapPoint[],
  { zoom, bbox }: Pick<TerminalCoordinatesQuery, 'zoom' | 'bbox'>,
) => {
  const size = cellSize(zoom);
  const cells = new Map<string, { lat: number; lng: number; count: number; online: number; first: MapPoint }>();
  points.forEach((point) => {
    if (!inBounds(bbox, point.latitude, point.longitude)) return;
    const key = cellOf(point.latitude, point.longitude, size);
    const cell = cells.get(key);
    if (cell) {
      cell.lat += point.latitude;
      cell.lng += point.longitude;
      cell.count += 1;
      cell.online += point.online ? 1 : 0;
    } else {
      cells.set(key, {
        lat: point.latitude,
        lng: point.longitude,
        count: 1,
        online: point.online ? 1 : 0,
        first: point,
      });
    }
  });
  return [...cells.entries()].map(([key, cell]): MapCluster => ({
    key,
    latitude: round6(cell.lat / cell.count),
    longitude: round6(cell.lng / cell.count),
    count: cell.count,
    online: cell.online,
    ...(cell.count === 1 ? { terminal: { id: cell.first.id, serialNumber: cell.first.serialNumber } } : {}),
  }));
};

/** The box around every point, or null. */
export const boundsOf = (points: readonly MapPoint[]): MapBounds | null =>
  points.length === 0
    ? null
    : {
        south: Math.min(...points.map((point) => point.latitude)),
        north: Math.max(...points.map((point) => point.latitude)),
        west: Math.min(...points.map((point) => point.longitude)),
        east: Math.max(...points.map((point) => point.longitude)),
      };
