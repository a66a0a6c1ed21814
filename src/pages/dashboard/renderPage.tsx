import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, memoryStore } from 'ra-core';
import type { Location } from 'react-router-dom';
import type { IdentityClient } from '../../../authProvider/identityClient';
import { createFakeRestProvider } from '../../../dataProviders/fakerest';
import type { ErrorMapper } from '../../../dataProviders/httpClient';
import { createMemoryIdentity } from '../../../dataProviders/memoryIdentity';
import type { World, WorldOptions } from '../../../fixtures/world';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import type { Locale } from '../../../i18n/locales';
import { schemas } from '../../../resources/schemaLookup';
import { App } from '../../App';
import { createConsoleServices } from '../../consoleServices';
import { loadMessages } from '../../messages';
import { freshWorld, signInAs } from '../../testing/renderConsole';

export interface RenderPageOptions {
  route: string;
  as?: string;
  entityId?: number;
  locale?: Locale;
  world?: WorldOptions;
  /** Changes to the fresh world before the console opens (a user record for a persona, ...). */
  prepare?: (world: World) => void;
  /** Identity calls replaced (the in-memory identity answers 501 for 2FA and cookie calls). */
  identity?: (mapError: ErrorMapper) => Partial<IdentityClient>;
}

/**
 * The whole console at a route, as `renderConsole` builds it (fakerest world, in-memory identity,
 * a persona signed in), with the transaction methods attached to the in-memory provider and some
 * identity calls stubbed.
 */
export const renderPage = async ({
  route,
  as = 'admin',
  entityId,
  locale = 'es',
  world: options,
  prepare,
  identity,
}: RenderPageOptions) => {
  const world = freshWorld(options);
  prepare?.(world);
  const services = createConsoleServices({
    env: {},
    storage: localStorage,
    dataProvider: (reader, mapError) => createFakeRestProvider(schemas, world, reader, mapError),
    identity: (mapError) => ({
      ...createMemoryIdentity(mapError, { token: () => localStorage.getItem('Token') }),
      ...identity?.(mapError),
    }),
  });
  await signInAs(services, as, entityId);
  const i18nProvider = await createI18nProvider(locale, loadMessages);
  let location: Location | undefined;
  const user = userEvent.setup();
  const view = render(
    <TestMemoryRouter initialEntries={[route]} locationCallback={(current) => (location = current)}>
      <App services={services} i18nProvider={i18nProvider} store={memoryStore()} />
    </TestMemoryRouter>,
  );
  return { ...view, world, services, user, location: () => location };
};
