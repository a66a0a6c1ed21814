import type { SandboxRoute } from '../routeList';

/** The spec's words for a resource's collection itself (its create, read, update and delete). */
const COLLECTION_WORDS = new Set(['CRUD', 'create']);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');

/**
 * Whether the route's path (without its service prefix) serves the shape's segments: literals equal
 * literals, placeholders are parameters, and the route may carry parameters the spec leaves out
 * (`Terminal/History` is `Terminal/:id/History`). A literal never matches a parameter: a route
 * `Terminal/:id` does not serve `Terminal/Params`, it answers "no such terminal".
 */
const servesSegments = (shape: string[], route: string[]): boolean => {
  if (shape.length === 0) return route.every(isParam);
  if (route.length === 0) return false;
  const [want, ...restShape] = shape;
  const [have, ...restRoute] = route;
  if (isParam(want) && isParam(have)) return servesSegments(restShape, restRoute);
  if (want === have) return servesSegments(restShape, restRoute);
  return isParam(have) && servesSegments(shape, restRoute);
};

/** The candidate full paths of a shape: an absolute one as is, a resource's under api/v1 or api. */
const candidatesOf = (shape: string): string[][] => {
  const segments = segmentsOf(shape);
  const last = segments[segments.length - 1];
  const trimmed = COLLECTION_WORDS.has(last) ? segments.slice(0, -1) : segments;
  return shape.startsWith('/')
    ? [trimmed]
    : [
        ['api', 'v1', ...trimmed],
        ['api', ...trimmed],
      ];
};

/** The routes (any method) that serve a spec shape, each route's first segment being its service. */
export const routesServing = (shape: string, routes: readonly SandboxRoute[]): SandboxRoute[] =>
  routes.filter((route) => {
    const [, ...path] = segmentsOf(route.url);
    return candidatesOf(shape).some((candidate) => servesSegments(candidate, path));
  });
