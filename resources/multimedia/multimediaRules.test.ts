import { describe, expect, it } from 'vitest';
import { placeIdTaken } from './multimediaRules';

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
