import { dashboardPages } from './dashboards';
import { mapPages } from './maps';
import type { DomainPage, ResourceDefinition } from './resourceDefinition';
import { schemas } from './schemaLookup';

const definitions = Object.values(
  import.meta.glob<ResourceDefinition>(['./*/index.tsx', '!./dashboards/*', '!./maps/*'], {
    eager: true,
    import: 'default',
  }),
);

/**
 * Every resource of the console, in the order of `schemas` (the one list), each with the screens
 * its folder's `index.tsx` declares. Routes, the sidebar, access rules and list preloads read it.
 */
export const registry: readonly ResourceDefinition[] = schemas.flatMap((schema) =>
  definitions.filter((definition) => definition.schema === schema),
);

/** The pages of the domains that have no resource (the terminal map, the dashboards), in menu order. */
export const pageOnlyDomainPages: readonly DomainPage[] = [...mapPages, ...dashboardPages];
