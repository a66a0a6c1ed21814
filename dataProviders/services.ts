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

/** The environment variable that overrides a service's base URL: VITE_TERMINAL_URL, ... */
export const serviceUrlVariable = (service: ServiceName) => `VITE_${service.toUpperCase()}_URL`;

/**
 * Base URLs of the nine services. Each can be set on its own; otherwise all hang off
 * VITE_API_BASE_URL, by default the origin that serves the console (the sandbox).
 */
export const serviceUrlsFrom = (env: Record<string, string | undefined>): ServiceUrls => {
  const base = (env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
  return Object.fromEntries(
    serviceNames.map((service) => [
      service,
      (env[serviceUrlVariable(service)] ?? `${base}${servicePrefixes[service]}`).replace(/\/$/, ''),
    ]),
  ) as ServiceUrls;
};
