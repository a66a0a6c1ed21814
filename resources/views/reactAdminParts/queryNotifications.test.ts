import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalescingScheduler } from './queryNotifications';

describe('coalescingScheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the notifications due in one task together, in order, in one later task', () => {
    vi.useFakeTimers();
    const schedule = coalescingScheduler();
    const ran: string[] = [];
    schedule(() => ran.push('a'));
    schedule(() => ran.push('b'));
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['a', 'b']);
  });

  it('schedules a notification due while the others run for a task of its own', () => {
    const tasks: Array<() => void> = [];
    const schedule = coalescingScheduler((run) => tasks.push(run));
    const ran: string[] = [];
    schedule(() => {
      ran.push('first');
      schedule(() => ran.push('later'));
    });
    tasks.shift()?.();
    expect(ran).toEqual(['first']);
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(ran).toEqual(['first', 'later']);
  });
});
