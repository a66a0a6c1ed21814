/** OpenStreetMap's tile template, used unless the runtime configuration's `mapTileUrl` names another server. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const tileUrlFrom = (configured: unknown) =>
  typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : DEFAULT_TILE_URL;

/** Without any tile within this time the map counts as unavailable. */
export const TILE_TIMEOUT_MS = 8_000;
