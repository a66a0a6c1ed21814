import { describe, expect, it } from 'vitest';
import { placeIdTaken, validityRefusal } from './multimediaRules';

describe('multimedia validity', () => {
  it('needs valid to after valid from', () => {
    expect(validityRefusal('2026-01-01', '2026-02-01')).toBeNull();
    expect(validityRefusal('2026-02-01', '2026-02-01')).toBe('validation.dateAfter');
    expect(validityRefusal('2026-03-01', '2026-02-01')).toBe('validation.dateAfter');
  });
  it('lets an open range through', () => {
    expect(validityRefusal('2026-01-01', null)).toBeNull();
    expect(validityRefusal(null, '2026-01-01')).toBeNull();
  });
});

describe('multimedia place id', () => {
  const items = [
    { id: 1, placeId: 'HOME-1' },
    { id: 2, placeId: 'login' },
  ];
  it('is taken by another item, whatever the case and spaces', () => {
    expect(placeIdTaken(items, 'home-1')).toBe(true);
    expect(placeIdTaken(items, ' LOGIN ')).toBe(true);
  });
  it('is free when only the item itself holds it, or nobody', () => {
    expect(placeIdTaken(items, 'HOME-1', 1)).toBe(false);
    expect(placeIdTaken(items, 'HOME-2')).toBe(false);
  });
});
