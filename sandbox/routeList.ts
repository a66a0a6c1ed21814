import type { FastifyInstance } from 'fastify';

/** A route the sandbox answers (HEAD routes Fastify adds for GET are left out). */
export interface SandboxRoute {
  method: string;
  /** The full path, with its service prefix and `:param` placeholders. */
  url: string;
}

const lists = new WeakMap<FastifyInstance, SandboxRoute[]>();

/**
 * Records every route registered on the app from now on, in every plugin: the security tests
 * call them all, so a route added later is covered without anyone listing it.
 */
export const recordRoutes = (app: FastifyInstance) => {
  const list: SandboxRoute[] = [];
  lists.set(app, list);
  app.addHook('onRoute', ({ method, url }) =>
    (Array.isArray(method) ? method : [method])
      .filter((name) => name !== 'HEAD')
      .forEach((name) => list.push({ method: name, url })),
  );
};

/** The routes recorded on the app, in registration order. */
export const routesOf = (app: FastifyInstance): readonly SandboxRoute[] => lists.get(app) ?? [];
