import { describe, expect, it } from 'vitest';
import { isDeactivated, languageRemovalRefusal, numberedOrder, orderRefusal } from './videoRules';

describe('video order', () => {
  it('takes a permutation of the listed ids and numbers it from 1', () => {
    expect(orderRefusal([1, 2, 3], [3, 1, 2])).toBeNull();
    expect(numberedOrder([3, 1, 2])).toEqual([
      { id: 3, orderNumber: 1 },
      { id: 1, orderNumber: 2 },
      { id: 2, orderNumber: 3 },
    ]);
  });
  it('refuses a repeated, missing, foreign or malformed id with AM-0009', () => {
    expect(orderRefusal([1, 2, 3], [1, 1, 2])).toBe('AM-0009');
    expect(orderRefusal([1, 2, 3], [1, 2])).toBe('AM-0009');
    expect(orderRefusal([1, 2, 3], [1, 2, 4])).toBe('AM-0009');
    expect(orderRefusal([1, 2, 3], [1, 2, '3'])).toBe('AM-0009');
  });
});

describe('deactivation', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('is active without a date or before its date and time', () => {
    expect(isDeactivated(null, now)).toBe(false);
    expect(isDeactivated('2026-11-23T12:00:01Z', now)).toBe(false);
  });
  it('is deactivated from its date and time on', () => {
    expect(isDeactivated('2026-11-23T12:00:00Z', now)).toBe(true);
    expect(isDeactivated('2026-11-22T08:00:00Z', now)).toBe(true);
  });
});

describe('language removal', () => {
  it('keeps the default language (AM-0023) and knows only its own (AM-0008)', () => {
    expect(languageRemovalRefusal(['es', 'en'], 'es', 'es')).toBe('AM-0023');
    expect(languageRemovalRefusal(['es', 'en'], 'es', 'pt')).toBe('AM-0008');
    expect(languageRemovalRefusal(['es', 'en'], 'es', 'en')).toBeNull();
  });
});
