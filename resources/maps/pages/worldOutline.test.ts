import { describe, expect, it } from 'vitest';
import { worldLand } from './worldOutline';

const contains = (ring: number[][], [x, y]: [number, number]) => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

const onLand = (point: [number, number]) =>
  worldLand().features.some((land) => {
    const polygons = land.geometry.type === 'Polygon' ? [land.geometry.coordinates] : land.geometry.coordinates;
    return polygons.some(([outer]) => contains(outer, point));
  });

describe('the bundled world outline', () => {
  it('puts Madrid and Santo Domingo on land and the middle of the Atlantic at sea', () => {
    expect(onLand([-3.7, 40.4])).toBe(true);
    expect(onLand([-69.9, 18.5])).toBe(true);
    expect(onLand([-40, 30])).toBe(false);
  });
});
