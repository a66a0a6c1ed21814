import { combineDataProviders, type DataProvider } from 'ra-core';
import type { ResourceSchema, ServiceName } from '../resources/core/resourceSchema';
import type { createHttpClient } from './httpClient';
import { createServiceClient } from './serviceClient';
import type { ServiceUrls } from './services';

interface Options {
  schemas: readonly ResourceSchema[];
  urls: ServiceUrls;
  httpClientFor: ReturnType<typeof createHttpClient>;
}

/** Routes each react-admin resource to the REST client of the service that owns it. */
export const createCompositeDataProvider = ({ schemas, urls, httpClientFor }: Options): DataProvider => {
  const byResource = new Map(schemas.map((schema) => [schema.resource, schema]));
  const schemaOf = (resource: string) => {
    const schema = byResource.get(resource);
    if (!schema) throw new Error(`No service declared for resource "${resource}"`);
    return schema;
  };
  const pathOf = (resource: string) => schemaOf(resource).path;
  const clients = new Map<ServiceName, DataProvider>();
  const clientOf = (service: ServiceName) => {
    const existing = clients.get(service);
    if (existing) return existing;
    const client = createServiceClient(urls[service], httpClientFor(service), pathOf);
    clients.set(service, client);
    return client;
  };
  return combineDataProviders((resource) => clientOf(schemaOf(resource).service));
};
