import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreenSettled, whenScreenSettled } from './screenSettled';

describe('the first screen settled', () => {
  afterEach(() => setScreenSettled(false));

  it('runs what waits for it once the layout says so, once', () => {
    const task = vi.fn();
    whenScreenSettled(task);
    expect(task).not.toHaveBeenCalled();
    setScreenSettled(true);
    setScreenSettled(true);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when it has settled, and not when cancelled before', () => {
    const cancelled = vi.fn();
    whenScreenSettled(cancelled)();
    setScreenSettled(true);
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenScreenSettled(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
