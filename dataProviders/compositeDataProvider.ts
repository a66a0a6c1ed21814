import { combineDataProviders, type DataProvider } from 'ra-core';
import type { ResourceSchema, ServiceName } from '../resources/core/resourceSchema';
import type { createHttpClient } from './httpClient';
import { createServiceClient } from './serviceClient';
import type { ServiceUrls } from './services';
import type { ConsoleDataProvider } from './consoleDataProvider';
import { lazyFamilies } from './defineMethods';
import { methodFamilies } from './methodFamilies';

interface Options {
  schemas: readonly ResourceSchema[];
  urls: ServiceUrls;
  httpClientFor: ReturnType<typeof createHttpClient>;
}

/** Routes each react-admin resource to the REST client of the service that owns it. */
export const createCompositeDataProvider = ({ schemas, urls, httpClientFor }: Options): ConsoleDataProvider => {
  const byResource = new Map(schemas.map((schema) => [schema.resource, schema]));
  const schemaOf = (resource: string) => {
    const schema = byResource.get(resource);
    if (!schema) throw new Error(`No service declared for resource "${resource}"`);
    return schema;
  };
  const pathOf = (resource: string, call?: 'list') => {
    const { path, listPath } = schemaOf(resource);
    return call === 'list' ? (listPath ?? path) : path;
  };
  const clients = new Map<ServiceName, DataProvider>();
  const clientOf = (service: ServiceName) => {
    const existing = clients.get(service);
    if (existing) return existing;
    const client = createServiceClient(urls[service], httpClientFor(service), pathOf);
    clients.set(service, client);
    return client;
  };
  const familyMethods = lazyFamilies(methodFamilies, (family) => family.http({ urls, httpClientFor }));
  // react-admin's methods reach the client of the resource's service; custom methods take no
  // resource and are answered by their family.
  const routed = combineDataProviders((resource) => clientOf(schemaOf(resource).service));
  return new Proxy(routed, {
    get: (target, name, receiver) => Reflect.get(name in familyMethods ? familyMethods : target, name, receiver),
  }) as ConsoleDataProvider;
};
