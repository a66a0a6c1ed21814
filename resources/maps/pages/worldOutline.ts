import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';

/**
 * The world's land at 1:110 million (Natural Earth, bundled through world-atlas, about 55 KB): the
 * map draws it under the tiles, so it is still a map where no tile server answers.
 */
export const worldLand = (): FeatureCollection<Polygon | MultiPolygon> => {
  const topology = land as unknown as Topology<{ land: GeometryCollection }>;
  // Every geometry of world-atlas's land object is a polygon or a multipolygon.
  return feature(topology, topology.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
};
