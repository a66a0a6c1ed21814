import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, memoryStore, type I18nProvider } from 'ra-core';
import type { Location } from 'react-router-dom';
import type { IdentityClient } from '../../authProvider/identityClient';
import { createFakeRestProvider } from '../../dataProviders/fakerest';
import type { ErrorMapper } from '../../dataProviders/httpClient';
import { methodFamilies } from '../../dataProviders/methodFamilies';
import { authenticatorCode } from '../../fixtures/authenticator';
import { createMemoryIdentity } from '../../dataProviders/memoryIdentity';
import { personas } from '../../fixtures/personas';
import { generateWorld, type World, type WorldOptions } from '../../fixtures/world';
import { createI18nProvider } from '../../i18n/i18nProvider';
import type { Locale } from '../../i18n/locales';
import { schemas } from '../../resources/schemaLookup';
import { App } from '../App';
import { StylesOffDocument } from './StylesOffDocument';
import { ViewOnlyLayout } from './ViewOnlyLayout';
import { createConsoleServices } from '../consoleServices';
import { loadMessages } from '../messages';
// The console fetches its layout and toasts once it starts; tests have them in memory from the
// beginning, as a browser that fetched them ahead of sign-in would.
import '../layout/ConsoleLayout';
import '../../resources/views/reactAdminParts/ConsoleNotification';

export interface RenderConsoleOptions {
  /** The URL the console opens at. */
  route?: string;
  locale?: Locale;
  /** The persona signed in before the console renders; `null` for nobody. */
  as?: string | null;
  /** The entity to sign in to (the persona's first by default). */
  entityId?: number;
  world?: WorldOptions;
  /** Changes to the fresh world before the console opens (a user record for a persona, ...). */
  prepare?: (world: World) => void;
  /** Identity calls replaced (the in-memory identity answers 501 for 2FA and cookie calls). */
  identity?: IdentityOverrides;
  /**
   * The header, sidebar and session watchers around the screen, for tests of those; by default
   * only the screen renders (with its title and the step-up prompt).
   */
  shell?: boolean;
  /** Another i18n provider (a test of which texts a screen asks for); by default every text of `locale`. */
  i18nProvider?: I18nProvider;
}

type IdentityOverrides = (mapError: ErrorMapper) => Partial<IdentityClient>;

const SMALL_WORLD: WorldOptions = { terminals: 60 };
const worlds = new Map<string, World>();

/** A fresh copy of a generated world, so no test sees another test's writes. */
export const freshWorld = (options: WorldOptions = SMALL_WORLD): World => {
  const key = JSON.stringify(options);
  if (!worlds.has(key)) worlds.set(key, generateWorld(schemas, options));
  return structuredClone(worlds.get(key) as World);
};

/**
 * A data provider call as a test sees it: react-admin's methods with their resource
 * ('getList Tag'), the custom ones by their name alone ('assignTags').
 */
export type RecordedRequest = string;

const customMethods = new Set(methodFamilies.flatMap((family) => Object.keys(family.names)));

/** Records every call made on a data provider, so tests can tell what the console asked for. */
const recording = <T extends object>(provider: T, requests: RecordedRequest[]): T =>
  new Proxy(provider, {
    get: (target, name, receiver) => {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function' || typeof name !== 'string') return value;
      return (...args: unknown[]) => {
        requests.push(customMethods.has(name) ? name : `${name} ${String(args[0])}`);
        return value.apply(target, args);
      };
    },
  });

/** Services over a fresh fakerest world and the in-memory identity, as in fakerest mode. */
export const fakeConsoleServices = (world: World, requests: RecordedRequest[] = [], identity?: IdentityOverrides) =>
  createConsoleServices({
    storage: localStorage,
    dataProvider: (reader, mapError, askStepUp) =>
      recording(createFakeRestProvider(schemas, world, reader, mapError, askStepUp), requests),
    identity: (mapError) => ({
      ...createMemoryIdentity(mapError, { token: () => localStorage.getItem('Token') }),
      ...identity?.(mapError),
    }),
  });

/** Signs a persona in through the real auth provider (2FA code computed from its secret). */
export const signInAs = async (
  services: ReturnType<typeof fakeConsoleServices>,
  userName: string,
  entityId?: number,
) => {
  const persona = personas.find((p) => p.userName === userName);
  if (!persona) throw new Error(`No persona ${userName}`);
  await services.authProvider.login({
    username: persona.userName,
    password: persona.password,
    entityId,
    totpCode: persona.totpSecret ? authenticatorCode(persona.totpSecret) : undefined,
  });
};

/**
 * Renders the console at a route (the screen alone unless `shell`) over a fresh fakerest database, signed in as a persona,
 * in a real language. Returns the initial world (to pick known records), the services (the data
 * provider shows what was stored), every data provider call made, the current location and a
 * user-event driver.
 */
export const renderConsole = async ({
  route = '/dashboard',
  locale = 'es',
  as = 'admin',
  entityId,
  world = SMALL_WORLD,
  prepare,
  identity,
  shell = false,
  i18nProvider: givenI18nProvider,
}: RenderConsoleOptions = {}) => {
  const initial = freshWorld(world);
  prepare?.(initial);
  const requests: RecordedRequest[] = [];
  const services = fakeConsoleServices(initial, requests, identity);
  if (as) await signInAs(services, as, entityId);
  const i18nProvider = givenI18nProvider ?? (await createI18nProvider(locale, loadMessages));
  let location: Location | undefined;
  const user = userEvent.setup();
  const view = render(
    <StylesOffDocument>
      <TestMemoryRouter initialEntries={[route]} locationCallback={(current) => (location = current)}>
        <App
          services={services}
          i18nProvider={i18nProvider}
          store={memoryStore()}
          layout={shell ? undefined : ViewOnlyLayout}
        />
      </TestMemoryRouter>
    </StylesOffDocument>,
  );
  return {
    ...view,
    world: initial,
    services,
    dataProvider: services.dataProvider,
    requests,
    user,
    location: () => location,
  };
};
