import { addRefreshAuthToDataProvider } from 'ra-core';
import { createAuthProvider } from '../authProvider/authProvider';
import { createIdentityClient, type IdentityClient } from '../authProvider/identityClient';
import { browserLock } from '../authProvider/refreshLock';
import { buildRouteRules } from '../authProvider/routeRules';
import { asSessionReader, createSessionStore } from '../authProvider/sessionStore';
import { createTokenRefresher } from '../authProvider/tokenRefresher';
import { createCompositeDataProvider } from '../dataProviders/compositeDataProvider';
import type { ConsoleDataProvider } from '../dataProviders/consoleDataProvider';
import { createErrorMapper } from '../dataProviders/errorCatalogue';
import { createHttpClient, type ErrorMapper, type StepUpAsker } from '../dataProviders/httpClient';
import { createNoticeBus } from '../dataProviders/notices';
import { createStepUpPrompt } from '../dataProviders/security/stepUpPrompt';
import { withPrefetchedLists } from '../dataProviders/prefetchedLists';
import { serviceUrlsFrom } from '../dataProviders/services';
import { schemas } from '../resources/schemaLookup';
import { defaultRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

export interface ConsoleServicesOptions {
  /** Service URLs and client settings; the defaults (same origin, no secret) when absent. */
  config?: RuntimeConfig;
  storage?: Storage;
  fetchImpl?: typeof fetch;
  /** Replaces the HTTP data provider (fakerest in tests and in fakerest mode), asking for 2FA codes as HTTP does. */
  dataProvider?: (
    reader: ReturnType<typeof asSessionReader>,
    mapError: ErrorMapper,
    askStepUp: StepUpAsker,
  ) => ConsoleDataProvider;
  /** Replaces the HTTP identity client (an in-memory one in tests and in fakerest mode). */
  identity?: IdentityClient | ((mapError: ErrorMapper) => IdentityClient);
  mapError?: ErrorMapper;
}

/**
 * Everything the console talks through, built once: the session, user notices, the HTTP clients,
 * identity, the auth provider and the (refreshing) data provider, whose list pages can be asked
 * ahead. Real and fake providers sit behind the same interfaces.
 */
export const createConsoleServices = ({
  config = defaultRuntimeConfig,
  storage = localStorage,
  fetchImpl = fetch,
  dataProvider: fakeDataProvider,
  identity: fakeIdentity,
  mapError: customMapError,
}: ConsoleServicesOptions) => {
  const session = createSessionStore(storage);
  const notices = createNoticeBus();
  const mapError = customMapError ?? createErrorMapper(notices, { schemas });
  const urls = serviceUrlsFrom(config);
  const reader = asSessionReader(session);
  const stepUp = createStepUpPrompt();
  const httpClientFor = createHttpClient(reader, mapError, fetchImpl, stepUp.ask);
  const identity =
    (typeof fakeIdentity === 'function' ? fakeIdentity(mapError) : fakeIdentity) ??
    createIdentityClient(urls, httpClientFor, {
      clientId: config.clientId,
      clientSecret: config.clientSecret ?? '',
    });
  const authProvider = createAuthProvider({ session, identity, rules: buildRouteRules(schemas), notices });
  const refresher = createTokenRefresher({
    session,
    refresh: identity.refreshGrant,
    onExpired: authProvider.expire,
    lock: browserLock(),
  });
  const base = fakeDataProvider
    ? fakeDataProvider(reader, mapError, stepUp.ask)
    : createCompositeDataProvider({ schemas, urls, httpClientFor });
  const { dataProvider, prefetch: prefetchList } = withPrefetchedLists(
    addRefreshAuthToDataProvider(base, refresher.ensureFresh),
  );
  return { config, session, notices, urls, identity, authProvider, refresher, dataProvider, prefetchList, stepUp };
};

export type ConsoleServices = ReturnType<typeof createConsoleServices>;
