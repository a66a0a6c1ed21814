import { useState, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { CustomRoutes, Resource, localStorageStore, type I18nProvider, type Store } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { Route } from 'react-router-dom';
import { registry } from '../resources/registry';
import type { ResourceDefinition } from '../resources/resourceDefinition';
import { AliasRedirect } from './AliasRedirect';
import { AppTitle } from './AppTitle';
import { ConsoleServicesProvider } from './ConsoleServicesContext';
import { ConsoleUI } from './ConsoleUI';
import type { ConsoleServices } from './consoleServices';
import { deferredLayout } from './DeferredLayout';
import { AccessDeniedRedirect } from './guards/AccessDeniedRedirect';
import { guardedView } from './guards/ResourceViewGuard';
import { NoticeBridge } from './notifications/NoticeBridge';
import { ExpiryRedirect } from './layout/ExpiryRedirect';
import { pageRoutes } from './pages/pageRoutes';
import { publicRoutes } from './pages/login/publicRoutes';
import { createQueryClient } from '../resources/views/reactAdminParts/queryClient';
import { darkTheme, lightTheme } from './theme';

export interface AppProps {
  services: ConsoleServices;
  /** With `loadLater`, the messages the signed-in layout needs are loaded before it renders. */
  i18nProvider: I18nProvider & { loadLater?: () => Promise<void> };
  store?: Store;
  /** The query cache, when start-up has already asked it for something (see start.tsx). */
  queryClient?: QueryClient;
  /** Another signed-in layout (component tests of one screen leave the header and sidebar out). */
  layout?: ComponentType<{ children: ReactNode }>;
}

const nothingToWaitFor = async () => undefined;

/** The console's query cache: a signed-in start has its session check answered ahead, access questions at once. */
export const queryClientFor = ({ session, authProvider }: ConsoleServices) =>
  createQueryClient({
    checkSession: session.token() !== null ? () => authProvider.checkAuth({}) : undefined,
    accessNow: authProvider.canAccessNow,
  });

const routed = registry.filter(({ schema }) => schema.route);

/**
 * React Router matches paths case-insensitively, and the spec has /reports (Artemis reports) and
 * /Reports (saved reports). Routes that differ only in case also get a case-sensitive route,
 * which react-admin places before its own resource routes.
 */
const clashesInCase = (route: string) =>
  routed.filter(({ schema }) => schema.route?.toLowerCase() === route.toLowerCase()).length > 1;

const resourceElement = ({ schema, icon, list, create, edit, show, recordRepresentation }: ResourceDefinition) => (
  <Resource
    key={schema.resource}
    name={schema.resource}
    list={guardedView(schema.resource, 'list', list)}
    create={guardedView(schema.resource, 'create', create)}
    edit={guardedView(schema.resource, 'edit', edit)}
    show={guardedView(schema.resource, 'show', show)}
    icon={icon}
    recordRepresentation={recordRepresentation}
  />
);

/** The console: every routed resource of the registry, the custom pages and the spec's alias URLs. */
export const App = ({
  services,
  i18nProvider,
  store = localStorageStore(undefined, 'console'),
  queryClient: startClient,
  layout: otherLayout,
}: AppProps) => {
  const [queryClient] = useState(() => startClient ?? queryClientFor(services));
  const [layout] = useState(() => otherLayout ?? deferredLayout(i18nProvider.loadLater ?? nothingToWaitFor));
  return (
    <ConsoleServicesProvider value={services}>
      <AdminContext
        queryClient={queryClient}
        dataProvider={services.dataProvider}
        authProvider={services.authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={lightTheme}
        darkTheme={darkTheme}
      >
        <ConsoleUI layout={layout} accessDenied={AccessDeniedRedirect} title={<AppTitle />} disableTelemetry>
          {routed.map(resourceElement)}
          <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
          <CustomRoutes>
            {pageRoutes}
            {routed
              .filter(({ schema }) => clashesInCase(schema.resource))
              .map((definition) => (
                <Route
                  key={`case-${definition.schema.resource}`}
                  path={`${definition.schema.resource}/*`}
                  caseSensitive
                  element={resourceElement(definition)}
                />
              ))}
            {routed.flatMap(({ aliases = [] }) =>
              aliases.map((alias) => (
                <Route key={alias.path} path={alias.path} element={<AliasRedirect alias={alias} />} />
              )),
            )}
          </CustomRoutes>
        </ConsoleUI>
        <NoticeBridge />
        <ExpiryRedirect />
      </AdminContext>
    </ConsoleServicesProvider>
  );
};
