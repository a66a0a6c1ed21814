import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import type { HttpClient } from './httpClient';

/**
 * A ra-data-simple-rest client for one service. react-admin names resources after their
 * routes ('Terminal/Tags'); the service knows them by path ('api/v1/Tag').
 */
export const createServiceClient = (
  baseUrl: string,
  httpClient: HttpClient,
  pathOf: (resource: string) => string,
): DataProvider => {
  const rest = simpleRestProvider(baseUrl, httpClient);
  return {
    getList: (resource, params) => rest.getList(pathOf(resource), params),
    getOne: (resource, params) => rest.getOne(pathOf(resource), params),
    getMany: (resource, params) => rest.getMany(pathOf(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(pathOf(resource), params),
    create: (resource, params) => rest.create(pathOf(resource), params),
    update: (resource, params) => rest.update(pathOf(resource), params),
    updateMany: (resource, params) => rest.updateMany(pathOf(resource), params),
    delete: (resource, params) => rest.delete(pathOf(resource), params),
    deleteMany: (resource, params) => rest.deleteMany(pathOf(resource), params),
  };
};
