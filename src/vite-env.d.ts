/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DATA_PROVIDER?: 'fakerest' | 'http';
  readonly VITE_API_BASE_URL?: string;
  /** The terminal map's tile template, `{z}/{x}/{y}` style; OpenStreetMap when absent. */
  readonly VITE_MAP_TILE_URL?: string;
}
