import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, TestMemoryRouter, memoryStore } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import type { Location } from 'react-router-dom';
import type { IdentityClient } from '../../../authProvider/identityClient';
import { createFakeRestProvider } from '../../../dataProviders/fakerest';
import { createMemoryIdentity } from '../../../dataProviders/memoryIdentity';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { schemas } from '../../../resources/schemaLookup';
import { App } from '../../App';
import { ConsoleServicesProvider } from '../../ConsoleServicesContext';
import { createConsoleServices } from '../../consoleServices';
import { loadMessages } from '../../messages';
import { freshWorld, signInAs } from '../../testing/renderConsole';
import { StylesOffDocument } from '../../testing/StylesOffDocument';

/** A refusal as the console's HTTP layer throws it: the code's message key, the server's body kept. */
export const refusal = (Code: string, status = 400) =>
  new HttpError(`errors.codes.${Code}`, status, { Code, Message: Code });

/** Console services over fakerest and the in-memory identity, with some identity calls replaced. */
const servicesWith = (identity: Partial<IdentityClient>) => {
  const world = freshWorld();
  return createConsoleServices({
    storage: localStorage,
    dataProvider: (reader, mapError) => createFakeRestProvider(schemas, world, reader, mapError),
    identity: (mapError) => ({
      ...createMemoryIdentity(mapError, { token: () => localStorage.getItem('Token') }),
      ...identity,
    }),
  });
};

interface Options {
  identity?: Partial<IdentityClient>;
  /** A persona signed in first. */
  as?: string;
}

const setUp = async ({ identity = {}, as }: Options) => {
  const services = servicesWith(identity);
  if (as) await signInAs(services, as);
  const i18nProvider = await createI18nProvider('es', loadMessages);
  return { services, i18nProvider, user: userEvent.setup() };
};

/** The inline message of the login card (a toast of the error catalogue may show the same text too). */
export const cardAlert = async () => within(await screen.findByRole('main')).findByRole('alert');

/** The whole console at a route (signed out unless `as`), with a mocked identity client. */
export const renderLoginFlow = async (route: string, options: Options = {}) => {
  const { services, i18nProvider, user } = await setUp(options);
  let location: Location | undefined;
  const view = render(
    <StylesOffDocument>
      <TestMemoryRouter initialEntries={[route]} locationCallback={(current) => (location = current)}>
        <App services={services} i18nProvider={i18nProvider} store={memoryStore()} />
      </TestMemoryRouter>
    </StylesOffDocument>,
  );
  return { ...view, services, user, location: () => location };
};

/** One component inside the console's contexts (services, translations, notifications). */
export const renderInConsole = async (ui: ReactNode, options: Options = {}) => {
  const { services, i18nProvider, user } = await setUp(options);
  const view = render(
    <StylesOffDocument>
      <TestMemoryRouter>
        <ConsoleServicesProvider value={services}>
          <AdminContext i18nProvider={i18nProvider} authProvider={services.authProvider} store={memoryStore()}>
            {ui}
          </AdminContext>
        </ConsoleServicesProvider>
      </TestMemoryRouter>
    </StylesOffDocument>,
  );
  return { ...view, services, user };
};
