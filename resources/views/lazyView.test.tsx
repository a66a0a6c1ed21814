import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nContextProvider, useTranslate, type I18nProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { RestOfMessages } from '../../i18n/restOfMessages';
import { firstScreenView, lazyView } from './lazyView';

const View = () => null;

describe('lazyView preload', () => {
  it('fetches the chunk once however often the sidebar asks', async () => {
    const load = vi.fn(async () => ({ default: View }));
    const LazyView = lazyView(load);
    await Promise.all([LazyView.preload(), LazyView.preload()]);
    await LazyView.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the next one tries again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof View }>>()
      .mockRejectedValueOnce(new Error('chunk did not arrive'))
      .mockResolvedValue({ default: View });
    const LazyView = lazyView(load);
    await expect(LazyView.preload()).resolves.toBeUndefined();
    await LazyView.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyView rendering', () => {
  const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

  it('renders a view whose chunk is in at once, never showing the fallback', async () => {
    const shown = vi.fn();
    const Fallback = () => {
      useEffect(shown);
      return <p>loading</p>;
    };
    const LazyView = lazyView(
      async () => ({ default: Greeting }),
      () => <Fallback />,
    );
    await LazyView.preload();
    act(() => {
      render(<LazyView name="Ada" />);
    });
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(shown).not.toHaveBeenCalled();
  });

  it('shows the fallback while the chunk loads, then the view', async () => {
    const LazyView = lazyView(
      async () => ({ default: Greeting }),
      () => <p>loading</p>,
    );
    render(<LazyView name="Grace" />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });
});

describe('lazyView and the other screens’ texts', () => {
  const Greeting = () => <p>{useTranslate()('other.hello')}</p>;

  /** A provider whose other screens' texts come when the test says. */
  const providerWithRest = () => {
    let arrived = false;
    let arrive: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (arrive = resolve)).then(() => void (arrived = true));
    const provider: I18nProvider & RestOfMessages = {
      translate: (key) => (arrived ? 'Hello' : key),
      changeLocale: async () => undefined,
      getLocale: () => 'es',
      loadRest: () => rest,
      restLoaded: () => arrived,
    };
    return { provider, arrive: () => act(() => arrive()) };
  };

  it('renders a view only once they are in, even with its chunk loaded', async () => {
    const { provider, arrive } = providerWithRest();
    const LazyView = lazyView(
      async () => ({ default: Greeting }),
      () => <p>loading</p>,
    );
    await LazyView.preload();
    render(
      <I18nContextProvider value={provider}>
        <LazyView />
      </I18nContextProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText('other.hello')).toBeNull();
    await arrive();
    expect(await screen.findByText('Hello')).toBeTruthy();
  });

  it('renders a first screen without them', async () => {
    const { provider } = providerWithRest();
    const FirstScreen = firstScreenView(
      async () => ({ default: Greeting }),
      () => <p>loading</p>,
    );
    render(
      <I18nContextProvider value={provider}>
        <FirstScreen />
      </I18nContextProvider>,
    );
    expect(await screen.findByText('other.hello')).toBeTruthy();
  });
});
