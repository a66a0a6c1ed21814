import { combineDataProviders, type DataProvider } from 'ra-core';
import type { ResourceSchema, ServiceName } from '../resources/core/resourceSchema';
import type { createHttpClient } from './httpClient';
import { createServiceClient } from './serviceClient';
import type { ServiceUrls } from './services';
import type { ConsoleDataProvider } from './consoleDataProvider';
import { lazyFamilies } from './defineMethods';
import { methodFamilies } from './methodFamilies';
import { lazyMethods } from './lazyMethods';
import { profileParametersMethodNames } from './profiles/parametersMethods';
import { settingsMethodNames } from './settings/settingsMethods';
import { marketMethodNames } from './market/marketMethods';
import { catalogMethodNames } from './catalog/catalogMethods';
import { profileEmvMethodNames } from './profiles/emvMethods';
import { groupMethodNames } from './groups/groupMethods';
import { apiKeyMethodNames } from './partners/apiKeyMethods';
import { commerceMethodNames } from './commerces/commerceMethods';
import { terminalActionsMethodNames } from './terminals/actionsMethods';
import { terminalImportMethodNames } from './terminals/importMethods';
import { terminalListMethodNames } from './terminals/listMethods';
import { terminalOperationsMethodNames } from './terminals/operationsMethods';
import { subsidyMethodNames } from './reference/subsidyMethods';

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
  const pathOf = (resource: string) => schemaOf(resource).path;
  const clients = new Map<ServiceName, DataProvider>();
  const clientOf = (service: ServiceName) => {
    const existing = clients.get(service);
    if (existing) return existing;
    const rest = createServiceClient(urls[service], httpClientFor(service), pathOf);
    // Custom methods take the resource first, so they reach the client of the service that owns it.
    const client =
      service === 'transactions'
        ? {
            ...rest,
          }
        : {
            ...rest,
            ...lazyMethods(terminalListMethodNames, () =>
              import('./terminals/listHttp').then((http) => http.createHttpTerminalListMethods(urls, httpClientFor)),
            ),
            ...lazyMethods(terminalImportMethodNames, () =>
              import('./terminals/importHttp').then((http) =>
                http.createHttpTerminalImportMethods(urls, httpClientFor),
              ),
            ),
            ...lazyMethods(terminalActionsMethodNames, () =>
              import('./terminals/actionsHttp').then((http) =>
                http.createHttpTerminalActionsMethods(urls, httpClientFor),
              ),
            ),
            ...lazyMethods(commerceMethodNames, () =>
              import('./commerces/commerceHttp').then((http) => http.createHttpCommerceMethods(urls, httpClientFor)),
            ),
            ...lazyMethods(terminalOperationsMethodNames, () =>
              import('./terminals/operationsHttp').then((http) =>
                http.createHttpTerminalOperationsMethods(urls, httpClientFor),
              ),
            ),
            ...lazyMethods(profileParametersMethodNames, () =>
              import('./profiles/parametersHttp').then((http) =>
                http.createHttpProfileParametersMethods(urls, httpClientFor),
              ),
            ),
            ...lazyMethods(settingsMethodNames, () =>
              import('./settings/settingsHttp').then((http) => http.createHttpSettingsMethods(urls, httpClientFor)),
            ),
            ...lazyMethods(subsidyMethodNames, () =>
              import('./reference/subsidyHttp').then((http) => http.createHttpSubsidyMethods(urls, httpClientFor)),
            ),
            ...lazyMethods(marketMethodNames, () =>
              import('./market/marketHttp').then((http) => http.createHttpMarketMethods(urls, httpClientFor)),
            ),
            ...lazyMethods(catalogMethodNames, () =>
              import('./catalog/catalogHttp').then((http) => http.createHttpCatalogMethods(urls, httpClientFor)),
            ),
            ...lazyMethods(profileEmvMethodNames, () =>
              import('./profiles/emvHttp').then((http) => http.createHttpProfileEmvMethods(urls, httpClientFor)),
            ),
            ...lazyMethods(groupMethodNames, () =>
              import('./groups/groupHttp').then((http) => http.createHttpGroupMethods(urls, httpClientFor)),
            ),
            ...lazyMethods(apiKeyMethodNames, () =>
              import('./partners/apiKeyHttp').then((http) => http.createHttpApiKeyMethods(urls, httpClientFor)),
            ),
          };
    clients.set(service, client);
    return client;
  };
  const familyMethods = lazyFamilies(methodFamilies, (family) => family.http({ urls, httpClientFor }));
  // Every method, custom ones included, reaches the client of the resource's service; the
  // transaction service's client carries the transaction methods.
  const routed = combineDataProviders((resource) => clientOf(schemaOf(resource).service));
  return new Proxy(routed, {
    get: (target, name, receiver) => Reflect.get(name in familyMethods ? familyMethods : target, name, receiver),
  }) as ConsoleDataProvider;
};
