import { describe, expect, it } from 'vitest';
import { createNoticeBus, type Notice } from './notices';

const expired: Notice = { message: 'errors.generic.sessionExpired', type: 'warning', durationMs: 6000 };
const saved: Notice = { message: 'ra.notification.updated', type: 'info', durationMs: 3000 };

describe('the notice bus', () => {
  it('gives every listener each notice', () => {
    const bus = createNoticeBus();
    const first: Notice[] = [];
    const second: Notice[] = [];
    bus.subscribe((notice) => first.push(notice));
    const stop = bus.subscribe((notice) => second.push(notice));
    bus.emit(saved);
    stop();
    bus.emit(expired);
    expect(first).toEqual([saved, expired]);
    expect(second).toEqual([saved]);
  });

  it('keeps a notice raised while nobody listens (a refresh refused at start-up) for the first listener, once', () => {
    const bus = createNoticeBus();
    bus.emit(expired);
    const shown: Notice[] = [];
    bus.subscribe((notice) => shown.push(notice));
    const later: Notice[] = [];
    bus.subscribe((notice) => later.push(notice));
    expect(shown).toEqual([expired]);
    expect(later).toEqual([]);
  });
});
