import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_INACTIVITY_MINUTES,
  WARNING_SECONDS,
  createInactivityTimer,
  createThrottle,
  idleTimeMs,
  type Clock,
} from './inactivity';
import { LAST_ACTIVITY_KEY, memoryActivityLog, storageActivityLog, type ActivityLog } from './sharedActivity';

const MINUTE = 60_000;

const timerWith = (config: Record<string, string>) => {
  const onWarn = vi.fn();
  const onTick = vi.fn();
  const onTimeout = vi.fn();
  const timer = createInactivityTimer({ idleMs: idleTimeMs(config), onWarn, onTick, onTimeout });
  return { timer, onWarn, onTick, onTimeout };
};

describe('idle time from the entity configuration', () => {
  it('reads INACTIVITY_TIME in minutes', () => {
    expect(idleTimeMs({ INACTIVITY_TIME: '10' })).toBe(10 * MINUTE);
    expect(idleTimeMs({ INACTIVITY_TIME: '0.5' })).toBe(30_000);
  });

  it('defaults to 15 minutes when missing, empty, not a number or not positive', () => {
    expect(DEFAULT_INACTIVITY_MINUTES).toBe(15);
    [
      {},
      { INACTIVITY_TIME: '' },
      { INACTIVITY_TIME: 'soon' },
      { INACTIVITY_TIME: '0' },
      { INACTIVITY_TIME: '-3' },
    ].forEach((config) => expect(idleTimeMs(config)).toBe(15 * MINUTE));
  });
});

describe('inactivity timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns after the configured idle time, with a 30-second countdown', () => {
    const { timer, onWarn } = timerWith({ INACTIVITY_TIME: '10' });
    timer.start();
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledWith(WARNING_SECONDS);
    expect(WARNING_SECONDS).toBe(30);
    expect(timer.phase()).toBe('warning');
  });

  it('uses 15 minutes when the configuration has no INACTIVITY_TIME', () => {
    const { timer, onWarn } = timerWith({});
    timer.start();
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('counts down each second and times out at zero', () => {
    const { timer, onTick, onTimeout } = timerWith({ INACTIVITY_TIME: '1' });
    timer.start();
    vi.advanceTimersByTime(MINUTE);
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(29);
    expect(timer.secondsLeft()).toBe(29);
    vi.advanceTimersByTime(28_000);
    expect(onTick).toHaveBeenLastCalledWith(1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(0);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(timer.phase()).toBe('stopped');
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts the idle time on activity', () => {
    const { timer, onWarn } = timerWith({ INACTIVITY_TIME: '15' });
    timer.start();
    vi.advanceTimersByTime(14 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(14 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('ignores activity while the warning shows: only a choice closes it', () => {
    const { timer, onTimeout } = timerWith({ INACTIVITY_TIME: '1' });
    timer.start();
    vi.advanceTimersByTime(MINUTE);
    timer.activity();
    expect(timer.phase()).toBe('warning');
    vi.advanceTimersByTime(30_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("'stay logged in' closes the warning and restarts a full idle time", () => {
    const { timer, onWarn, onTimeout } = timerWith({ INACTIVITY_TIME: '1' });
    timer.start();
    vi.advanceTimersByTime(MINUTE + 10_000);
    timer.stayLoggedIn();
    expect(timer.phase()).toBe('idle');
    vi.advanceTimersByTime(MINUTE - 1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(2);
    expect(onWarn).toHaveBeenLastCalledWith(30);
  });

  it('does nothing once stopped', () => {
    const { timer, onWarn } = timerWith({ INACTIVITY_TIME: '1' });
    timer.start();
    timer.stop();
    timer.activity();
    timer.stayLoggedIn();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
  });

  it('runs on an injected clock', () => {
    let now = 0;
    const pending: { callback: () => void; at: number }[] = [];
    const clock: Clock = {
      now: () => now,
      setTimeout: (callback, ms) => pending.push({ callback, at: now + ms }),
      clearTimeout: () => undefined,
    };
    const onWarn = vi.fn();
    createInactivityTimer({ idleMs: 5000, onWarn, onTimeout: vi.fn(), clock }).start();
    expect(pending).toEqual([{ callback: expect.any(Function), at: 5000 }]);
    now = 5000;
    pending[0].callback();
    expect(onWarn).toHaveBeenCalledWith(30);
  });

  it('ends the session on time even when the timers fire late (a throttled tab, a computer asleep)', () => {
    let now = 0;
    const pending: (() => void)[] = [];
    const clock: Clock = {
      now: () => now,
      setTimeout: (callback) => pending.push(callback),
      clearTimeout: () => undefined,
    };
    const onWarn = vi.fn();
    const onTimeout = vi.fn();
    createInactivityTimer({ idleMs: 15 * MINUTE, onWarn, onTimeout, clock }).start();
    now = 15 * MINUTE + 10_000;
    pending.shift()?.();
    expect(onWarn).toHaveBeenCalledWith(20);
    now = 60 * MINUTE;
    pending.shift()?.();
    expect(onTimeout).toHaveBeenCalledTimes(1);

    const asleep = vi.fn();
    createInactivityTimer({ idleMs: 15 * MINUTE, onWarn: asleep, onTimeout, clock }).start();
    now += 3 * 60 * MINUTE;
    pending.shift()?.();
    expect(asleep).not.toHaveBeenCalled();
    expect(onTimeout).toHaveBeenCalledTimes(2);
  });
});

describe('activity throttle', () => {
  it('runs at once, then at most once per interval', () => {
    let now = 0;
    const throttle = createThrottle(30_000, () => now);
    const action = vi.fn();
    throttle(action);
    now = 29_999;
    throttle(action);
    expect(action).toHaveBeenCalledTimes(1);
    now = 30_000;
    throttle(action);
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('inactivity shared between tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Two tabs' timers over one activity log, as two tabs over one localStorage. */
  const twoTabs = (log: ActivityLog = memoryActivityLog()) => {
    const tab = () => {
      const onWarn = vi.fn();
      const onTick = vi.fn();
      const onResume = vi.fn();
      const onTimeout = vi.fn();
      const timer = createInactivityTimer({ idleMs: 15 * MINUTE, onWarn, onTick, onResume, onTimeout, activity: log });
      timer.start();
      return { timer, onWarn, onTick, onResume, onTimeout };
    };
    return { inUse: tab(), idle: tab() };
  };

  it('activity in the tab in use keeps the idle tab from warning or ending the session', () => {
    const { inUse, idle } = twoTabs();
    for (let minute = 0; minute < 60; minute += 10) {
      vi.advanceTimersByTime(10 * MINUTE);
      inUse.timer.activity();
    }
    expect(idle.onWarn).not.toHaveBeenCalled();
    expect(idle.onTimeout).not.toHaveBeenCalled();
    expect(idle.timer.phase()).toBe('idle');
  });

  it('warns in every tab at the same moment with the same countdown', () => {
    const { inUse, idle } = twoTabs();
    vi.advanceTimersByTime(7 * MINUTE);
    inUse.timer.activity();
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(idle.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(inUse.onWarn).toHaveBeenCalledWith(30);
    expect(idle.onWarn).toHaveBeenCalledWith(30);
    vi.advanceTimersByTime(12_000);
    expect(idle.timer.secondsLeft()).toBe(inUse.timer.secondsLeft());
    expect(idle.onTick).toHaveBeenLastCalledWith(18);
  });

  it("'stay logged in' in one tab closes the warning in the others", () => {
    const { inUse, idle } = twoTabs();
    vi.advanceTimersByTime(15 * MINUTE + 5000);
    expect(idle.timer.phase()).toBe('warning');
    inUse.timer.stayLoggedIn();
    idle.timer.sync();
    expect(idle.onResume).toHaveBeenCalledTimes(1);
    expect(idle.timer.phase()).toBe('idle');
    vi.advanceTimersByTime(14 * MINUTE);
    expect(inUse.onTimeout).not.toHaveBeenCalled();
    expect(idle.onTimeout).not.toHaveBeenCalled();
  });

  it('keeps the last activity in the storage every tab shares', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (k: string, v: string) => map.set(k, v),
    };
    const { inUse, idle } = twoTabs(storageActivityLog(storage));
    vi.advanceTimersByTime(10 * MINUTE);
    inUse.timer.activity();
    expect(map.get(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(10 * MINUTE);
    expect(idle.onWarn).not.toHaveBeenCalled();
  });
});
