import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY } from '../../authProvider/sharedActivity';
import { renderShell } from './testing/renderShell';

configure({ asyncUtilTimeout: 10_000 });

const MINUTE = 60_000;
const WARNING = 'Su sesión va a expirar';

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

/** What another tab of the console does when its user is active: it notes the time, this tab hears it. */
const activityInOtherTab = () =>
  act(() => {
    const newValue = String(Date.now());
    localStorage.setItem(LAST_ACTIVITY_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue, storageArea: localStorage }));
  });

describe('inactivity across tabs (one idle, one in use)', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderIdleTab = async () => {
    const rendered = await renderShell({ as: 'admin', userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByRole('button', { name: /Menú de usuario/ });
    await screen.findByRole('heading', { level: 1 });
    return rendered;
  };

  it('an idle tab neither warns nor ends the session while the user works in another tab', async () => {
    const { location } = await renderIdleTab();
    for (let i = 0; i < 4; i += 1) {
      await advance(10 * MINUTE);
      activityInOtherTab();
    }
    await advance(10 * MINUTE);
    expect(screen.queryByRole('dialog', { name: WARNING })).not.toBeInTheDocument();
    expect(location()?.pathname).toBe('/dashboard');
    expect(localStorage.getItem('Token')).not.toBeNull();
  });

  it("'stay logged in' chosen in another tab closes this tab's warning", async () => {
    const { location } = await renderIdleTab();
    await advance(15 * MINUTE + 5000);
    const modal = await screen.findByRole('dialog', { name: WARNING });
    expect(within(modal).getByText('Tiempo restante: 25 s')).toBeInTheDocument();
    activityInOtherTab();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: WARNING })).not.toBeInTheDocument());
    await advance(MINUTE);
    expect(location()?.pathname).toBe('/dashboard');
    expect(localStorage.getItem('Token')).not.toBeNull();
  });

  it('notes this tab’s activity for the other tabs', async () => {
    await renderIdleTab();
    await advance(5 * MINUTE);
    const before = Date.now();
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBeLessThan(before - 4 * MINUTE);
    fireEvent.click(document.body);
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBeGreaterThanOrEqual(before);
  });
});
