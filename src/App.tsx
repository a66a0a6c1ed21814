import { CustomRoutes, Resource, localStorageStore, type DataProvider, type I18nProvider, type Store } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { ConsoleUI } from './ConsoleUI';
import { Route } from 'react-router-dom';
import { registry } from '../resources/registry';
import type { ResourceDefinition } from '../resources/resourceDefinition';
import { AliasRedirect } from './AliasRedirect';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { darkTheme, lightTheme } from './theme';

export interface AppProps {
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store?: Store;
}

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
    list={list}
    create={create}
    edit={edit}
    show={show}
    icon={icon}
    recordRepresentation={recordRepresentation}
  />
);

/** The console: every routed resource of the registry, plus the spec's alias URLs. */
export const App = ({ dataProvider, i18nProvider, store = localStorageStore(undefined, 'console') }: AppProps) => (
  <AdminContext
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={lightTheme}
    darkTheme={darkTheme}
  >
    <ConsoleUI layout={ConsoleLayout} disableTelemetry requireAuth={false}>
      {routed.map(resourceElement)}
      <CustomRoutes>
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
          aliases.map((alias) => <Route key={alias.path} path={alias.path} element={<AliasRedirect alias={alias} />} />),
        )}
      </CustomRoutes>
    </ConsoleUI>
  </AdminContext>
);
