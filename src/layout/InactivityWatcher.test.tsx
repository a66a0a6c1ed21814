import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from './testing/renderShell';

// The whole console renders in each test, with lazy chunks compiled on first use: allow for it.
configure({ asyncUtilTimeout: 10_000 });

const MINUTE = 60_000;
const IDLE_MINUTES = 15;

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

/** The header and the dashboard's chunk are in: advancing the clock now times nothing else out. */
const screenReady = async () => {
  await screen.findByRole('button', { name: /Menú de usuario/ });
  await screen.findByRole('heading', { level: 1 });
};

describe('inactivity', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderIdle = async () => {
    const rendered = await renderShell({ as: 'admin', userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await screenReady();
    expect(JSON.parse(localStorage.getItem('EntityConfig') ?? '{}').INACTIVITY_TIME).toBe(String(IDLE_MINUTES));
    return rendered;
  };

  it('warns after the idle time and logs out when the countdown reaches zero', async () => {
    const { location } = await renderIdle();
    await advance(IDLE_MINUTES * MINUTE - 5000);
    expect(screen.queryByRole('dialog', { name: 'Su sesión va a expirar' })).not.toBeInTheDocument();
    await advance(5000);
    const modal = await screen.findByRole('dialog', { name: 'Su sesión va a expirar' });
    expect(within(modal).getByText('Tiempo restante: 30 s')).toBeInTheDocument();
    await advance(10_000);
    expect(within(modal).getByText('Tiempo restante: 20 s')).toBeInTheDocument();
    await advance(20_000);
    await waitFor(() => expect(location()?.pathname).toBe('/'));
    expect(localStorage.getItem('Token')).toBeNull();
  });

  it('restarts the idle time on key, click, keypress and scroll', async () => {
    await renderIdle();
    for (const fire of [
      () => fireEvent.keyDown(window),
      () => fireEvent.click(document.body),
      () => fireEvent.keyPress(window),
      () => fireEvent.scroll(window),
    ]) {
      await advance(IDLE_MINUTES * MINUTE - MINUTE);
      fire();
    }
    await advance(IDLE_MINUTES * MINUTE - MINUTE);
    expect(screen.queryByRole('dialog', { name: 'Su sesión va a expirar' })).not.toBeInTheDocument();
    await advance(MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Su sesión va a expirar' })).toBeInTheDocument();
  });

  it("'stay logged in' closes the warning and keeps the session", async () => {
    const { location } = await renderIdle();
    await advance(IDLE_MINUTES * MINUTE);
    const modal = await screen.findByRole('dialog', { name: 'Su sesión va a expirar' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Seguir conectado' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Su sesión va a expirar' })).not.toBeInTheDocument(),
    );
    await advance(MINUTE);
    expect(localStorage.getItem('Token')).not.toBeNull();
    expect(location()?.pathname).toBe('/dashboard');
  });

  it("'log out' in the warning ends the session at once", async () => {
    const { location } = await renderIdle();
    await advance(IDLE_MINUTES * MINUTE);
    const modal = await screen.findByRole('dialog', { name: 'Su sesión va a expirar' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(location()?.pathname).toBe('/'));
    expect(localStorage.getItem('Token')).toBeNull();
  });

  it("uses the entity's own idle time", async () => {
    await renderShell({
      as: 'admin',
      beforeRender: () => localStorage.setItem('EntityConfig', JSON.stringify({ INACTIVITY_TIME: '2' })),
    });
    await screenReady();
    await advance(2 * MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Su sesión va a expirar' })).toBeInTheDocument();
  });

  it('checks the token on activity and refreshes it when under 10 minutes remain', async () => {
    const { services } = await renderIdle();
    const refreshed = vi.spyOn(services.refresher, 'ensureFresh');
    // The memory identity issues one-hour tokens: after 51 minutes fewer than 10 remain.
    for (let i = 0; i < 3; i += 1) {
      await advance(14 * MINUTE);
      fireEvent.click(document.body);
    }
    const before = localStorage.getItem('Token');
    await advance(9 * MINUTE);
    fireEvent.keyDown(window);
    await waitFor(() => expect(localStorage.getItem('Token')).not.toBe(before));
    expect(refreshed).toHaveBeenCalled();
  });
});
