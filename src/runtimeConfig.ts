import type { ServiceLocations, ServiceUrls } from '../dataProviders/services';
import { serviceNames } from '../resources/core/resourceSchema';

/**
 * What one build needs to know about the environment it runs in, read at start from
 * `/config.json` beside index.html (which preloads it). The sandbox serves its own; a deployment
 * supplies its file; without one the console uses the origin that serves it and the defaults.
 */
export interface RuntimeConfig extends ServiceLocations {
  /** The web client's id at the authorisation server. */
  clientId: string;
  /** Only for an authorisation server that gives this public client a secret. */
  clientSecret?: string;
  /** The terminal map's tile template, `{z}/{x}/{y}` style; OpenStreetMap when absent. */
  mapTileUrl?: string;
}

export const CONFIG_PATH = '/config.json';

export const defaultRuntimeConfig: RuntimeConfig = { clientId: 'backoffice-web' };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The settings of a parsed config.json; anything absent, empty or not text takes its default. */
export const runtimeConfigFrom = (raw: unknown): RuntimeConfig => {
  const file = record(raw);
  const listed = record(file.services);
  const services = Object.fromEntries(
    serviceNames.flatMap((name) => {
      const url = text(listed[name]);
      return url ? [[name, url]] : [];
    }),
  ) as Partial<ServiceUrls>;
  return {
    clientId: text(file.clientId) ?? defaultRuntimeConfig.clientId,
    clientSecret: text(file.clientSecret),
    apiBaseUrl: text(file.apiBaseUrl),
    services,
    mapTileUrl: text(file.mapTileUrl),
  };
};

/**
 * The runtime configuration. Missing (404, or a development server answering with its page) means
 * the defaults; a file that is there but unreadable is reported in the browser console and the
 * defaults apply, so the login page still says what it can.
 */
export const loadRuntimeConfig = async (fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> => {
  try {
    // The same request as index.html's preload (same URL, mode and credentials), so it is reused.
    const response = await fetchImpl(CONFIG_PATH, { credentials: 'same-origin' });
    const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
    if (response.ok && isJson) return runtimeConfigFrom(await response.json());
    if (response.status !== 404 && isJson) throw new Error(`HTTP ${response.status}`);
    return defaultRuntimeConfig;
  } catch (problem) {
    console.error(`${CONFIG_PATH} could not be read; using the defaults.`, problem);
    return defaultRuntimeConfig;
  }
};
