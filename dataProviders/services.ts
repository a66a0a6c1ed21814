import { serviceNames, type ServiceName } from '../resources/core/resourceSchema';

export type ServiceUrls = Record<ServiceName, string>;

/** Where each service lives on the sandbox (ARCHITECTURE.md section 4). */
export const servicePrefixes: ServiceUrls = {
  auth: '/auth',
  identity: '/identity',
  parameters: '/parameters',
  commerce: '/commerce',
  terminal: '/terminal',
  app: '/app',
  reports: '/reports',
  transactions: '/transactions',
  vouchers: '/vouchers',
};

/** Where the services are, as the runtime configuration (`config.json`) says. */
export interface ServiceLocations {
  /** The base every service hangs off with its prefix; empty: the origin that serves the console. */
  apiBaseUrl?: string;
  /** A service's own base URL, in place of the common base and its prefix. */
  services?: Partial<ServiceUrls>;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

/**
 * Base URLs of the nine services. Each can be set on its own; otherwise all hang off
 * `apiBaseUrl`, by default the origin that serves the console (the sandbox).
 */
export const serviceUrlsFrom = ({ apiBaseUrl = '', services = {} }: ServiceLocations): ServiceUrls => {
  const base = withoutTrailingSlash(apiBaseUrl);
  return Object.fromEntries(
    serviceNames.map((service) => [
      service,
      withoutTrailingSlash(services[service] ?? `${base}${servicePrefixes[service]}`),
    ]),
  ) as ServiceUrls;
};
