import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, memoryStore } from 'ra-core';
import type { Location } from 'react-router-dom';
import { createFakeRestProvider } from '../../dataProviders/fakerest';
import { generateWorld, type World, type WorldOptions } from '../../fixtures/world';
import { createI18nProvider } from '../../i18n/i18nProvider';
import type { Locale } from '../../i18n/locales';
import { schemas } from '../../resources/schemaLookup';
import { App } from '../App';
import { loadMessages } from '../messages';

export interface RenderConsoleOptions {
  /** The URL the console opens at. */
  route?: string;
  locale?: Locale;
  /** The selected entity (9, the operator, by default). */
  entityId?: number;
  world?: WorldOptions;
}

const SMALL_WORLD: WorldOptions = { terminals: 60 };
const worlds = new Map<string, World>();

/** A fresh copy of a generated world, so no test sees another test's writes. */
export const freshWorld = (options: WorldOptions = SMALL_WORLD): World => {
  const key = JSON.stringify(options);
  if (!worlds.has(key)) worlds.set(key, generateWorld(schemas, options));
  return structuredClone(worlds.get(key) as World);
};

/**
 * Renders the whole console at a route over a fresh fakerest database, in a real language.
 * Returns the initial world (to pick known records), the provider (to check what was stored),
 * the current location and a user-event driver.
 */
export const renderConsole = async ({
  route = '/',
  locale = 'es',
  entityId = 9,
  world = SMALL_WORLD,
}: RenderConsoleOptions = {}) => {
  const initial = freshWorld(world);
  const dataProvider = createFakeRestProvider(schemas, initial, { entityId: () => String(entityId) });
  const i18nProvider = await createI18nProvider(locale, loadMessages);
  let location: Location | undefined;
  const user = userEvent.setup();
  const view = render(
    <TestMemoryRouter initialEntries={[route]} locationCallback={(current) => (location = current)}>
      <App dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} />
    </TestMemoryRouter>,
  );
  return { ...view, world: initial, dataProvider, user, location: () => location };
};
