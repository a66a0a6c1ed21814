import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, memoryStore } from 'ra-core';
import type { Location } from 'react-router-dom';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import type { Locale } from '../../../i18n/locales';
import { App } from '../../App';
import { loadMessages } from '../../messages';
import { fakeConsoleServices, freshWorld, signInAs } from '../../testing/renderConsole';
import { StylesOffDocument } from '../../testing/StylesOffDocument';

type Services = ReturnType<typeof fakeConsoleServices>;

export interface RenderShellOptions {
  route?: string;
  locale?: Locale;
  as?: string;
  entityId?: number;
  /** Runs after the sign-in and before the first render (to change the stored session). */
  beforeRender?: (services: Services) => void;
  /** Options for user-event (fake timers need `advanceTimers`). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * renderConsole with a moment between sign-in and render, for the shell's tests: the session
 * can be edited (a long name, a short idle time) before the console reads it.
 */
export const renderShell = async ({
  route = '/dashboard',
  locale = 'es',
  as = 'admin',
  entityId,
  beforeRender,
  userOptions,
}: RenderShellOptions = {}) => {
  const world = freshWorld();
  const services = fakeConsoleServices(world);
  await signInAs(services, as, entityId);
  beforeRender?.(services);
  const i18nProvider = await createI18nProvider(locale, loadMessages);
  let location: Location | undefined;
  const user = userEvent.setup(userOptions);
  const view = render(
    <StylesOffDocument>
      <TestMemoryRouter initialEntries={[route]} locationCallback={(current) => (location = current)}>
        <App services={services} i18nProvider={i18nProvider} store={memoryStore()} />
      </TestMemoryRouter>
    </StylesOffDocument>,
  );
  return { ...view, world, services, user, location: () => location };
};
