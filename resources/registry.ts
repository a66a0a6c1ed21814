import type { MenuGroup } from './core/resourceSchema';
import { dashboardPages } from './dashboards';
import { mapPages } from './maps';
import type { DomainPage, ResourceDefinition } from './resourceDefinition';
import { schemas } from './schemaLookup';
import { settingsPages } from './settings/settingsPages';

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

/** A domain with pages but no resource. */
export interface PageOnlyDomain {
  pages: readonly DomainPage[];
  /** The sidebar group its listed pages join, after the group's resources; none: the dashboards section. */
  menuGroup?: MenuGroup;
}

/** The domains that have no resource, in menu order. */
export const pageOnlyDomains: readonly PageOnlyDomain[] = [
  { pages: mapPages },
  { pages: dashboardPages },
  { pages: settingsPages, menuGroup: 'administration' },
];
