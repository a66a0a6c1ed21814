import type { DataProvider } from 'ra-core';
import { createCompositeDataProvider } from '../dataProviders/compositeDataProvider';
import { createHttpClient } from '../dataProviders/httpClient';
import { mapServiceError } from '../dataProviders/responseErrors';
import { serviceUrlsFrom } from '../dataProviders/services';
import { schemas } from '../resources/schemaLookup';
import { browserSession } from './sessionReader';

/**
 * The console's data provider: the nine services over HTTP, or, with
 * VITE_DATA_PROVIDER=fakerest, an in-memory world generated from the fixtures (its own chunk).
 */
export const createDataProvider = async (env: ImportMetaEnv): Promise<DataProvider> => {
  if (env.VITE_DATA_PROVIDER === 'fakerest') {
    const [{ createFakeRestProvider }, { generateWorld }] = await Promise.all([
      import('../dataProviders/fakerest'),
      import('../fixtures/world'),
    ]);
    return createFakeRestProvider(schemas, generateWorld(schemas), browserSession);
  }
  return createCompositeDataProvider({
    schemas,
    urls: serviceUrlsFrom(env),
    httpClientFor: createHttpClient(browserSession, mapServiceError),
  });
};
