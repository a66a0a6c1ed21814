import { describe, expect, it } from 'vitest';
import { boundsOf, cellSize, clusterPoints, parseBbox, type MapPoint } from './clustering';

const point = (id: number, latitude: number, longitude: number, online = true): MapPoint => ({
  id,
  serialNumber: `SN${id}`,
  latitude,
  longitude,
  online,
});

describe('grid clustering', () => {
  const madrid = [point(1, 40.41, -3.7), point(2, 40.42, -3.71, false), point(3, 40.43, -3.69)];
  const barcelona = point(4, 41.39, 2.17);

  it('gathers nearby terminals into one cluster at a low zoom, with its online count and mean position', () => {
    const clusters = clusterPoints([...madrid, barcelona], { zoom: 5 });
    expect(clusters).toHaveLength(2);
    const big = clusters.find((cluster) => cluster.count === 3);
    expect(big).toMatchObject({ online: 2, latitude: 40.42, longitude: -3.7 });
    expect(big?.terminal).toBeUndefined();
    expect(clusters.find((cluster) => cluster.count === 1)?.terminal).toEqual({ id: 4, serialNumber: 'SN4' });
  });

  it('splits them as the zoom grows, down to one marker per terminal', () => {
    expect(clusterPoints(madrid, { zoom: 5 })).toHaveLength(1);
    const close = clusterPoints(madrid, { zoom: 16 });
    expect(close).toHaveLength(3);
    expect(close.every((cluster) => cluster.count === 1 && cluster.terminal)).toBe(true);
    expect(cellSize(16)).toBeLessThan(cellSize(5));
  });

  it('answers only what the box shows', () => {
    const bbox = parseBbox('-4,40,-3,41');
    expect(clusterPoints([...madrid, barcelona], { zoom: 5, bbox }).map((cluster) => cluster.count)).toEqual([3]);
  });

  it('keeps 100,000 terminals to a few hundred markers', () => {
    const many = Array.from({ length: 100_000 }, (_, index) =>
      point(index + 1, 36 + ((index * 7919) % 7000) / 1000, -9 + ((index * 104729) % 12000) / 1000),
    );
    const clusters = clusterPoints(many, { zoom: 6 });
    expect(clusters.length).toBeLessThan(600);
    expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(100_000);
  });

  it('reads a bbox and refuses a malformed one', () => {
    expect(parseBbox('-10,35,5,44')).toEqual({ west: -10, south: 35, east: 5, north: 44 });
    expect(parseBbox('-10,35,5')).toBeUndefined();
    expect(parseBbox('5,35,-10,44')).toBeUndefined();
    expect(boundsOf([])).toBeNull();
    expect(boundsOf(madrid)).toEqual({ south: 40.41, north: 40.43, west: -3.71, east: -3.69 });
  });
});
