import { describe, expect, it, vi } from 'vitest';
import { changeListeners } from './changeListeners';

describe('changeListeners', () => {
  it('tells every subscribed listener of a change, and no longer one that unsubscribed', () => {
    const { subscribe, notify } = changeListeners();
    const staying = vi.fn();
    const leaving = vi.fn();
    subscribe(staying);
    const unsubscribe = subscribe(leaving);
    notify();
    unsubscribe();
    notify();
    expect(staying).toHaveBeenCalledTimes(2);
    expect(leaving).toHaveBeenCalledTimes(1);
  });
});
