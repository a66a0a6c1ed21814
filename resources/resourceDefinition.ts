import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import type { FilterPayload, SortPayload } from 'ra-core';
import type { ConsoleDataProvider } from '../dataProviders/consoleDataProvider';
import type { ResourceSchema } from './core/resourceSchema';
import { schemaViews } from './views/schemaViews';
import { schemaListQuery } from './views/schemaListQuery';

/** An extra URL of the spec that leads to one of the resource's own routes. */
export interface RouteAlias {
  path: string;
  /** The resource route to go to, from the alias's URL parameters and query. */
  to: (params: Record<string, string | undefined>, query: URLSearchParams) => string;
  /** An edit alias's resource: what the user must be allowed to do there is asked before going. */
  edits?: string;
}

/** What a page's first data is asked ahead with, into the query cache its screen reads. */
export interface PagePrefetcher {
  queryClient: QueryClient;
  dataProvider: ConsoleDataProvider;
  /** The session's entity, as the screens read it (`useSession().entityId()`). */
  entityId: string | null;
  /** The auth provider's access rule, answered at once: a refused call would end the session. */
  canAccess: (params: { action: string; resource: string }) => boolean;
}

/** A page of a domain beyond its resource's list, create, edit and show (reassignment, report...). */
export interface DomainPage {
  /** The spec's URL without the leading slash; also the key of its route rule unless `rule` names another. */
  path: string;
  rule?: string;
  Page: ComponentType;
  /**
   * Listed in the sidebar, in the resource's group after its resources; shown to users the page's
   * rule lets in, or those `rule` here lets in (an open page listed for some users only).
   */
  menu?: { label: string; icon: ComponentType; rule?: string };
  /** Asks the page's first data at a cold load of its URL, as soon as its chunk is in rather than after its render. */
  prefetch?: (prefetcher: PagePrefetcher) => void;
}

/** The route rule that guards a domain page. */
export const ruleOfPage = (page: DomainPage) => page.rule ?? page.path;

/** What a custom list view passes to react-admin's List: its first page when nothing else says. */
export interface ListQueryDefaults {
  sort: SortPayload;
  perPage: number;
  filterDefaultValues?: FilterPayload;
}

/** A declared resource: its schema plus what the console shows for it. */
export interface ResourceDefinition {
  schema: ResourceSchema;
  icon?: ComponentType;
  list?: ReactElement;
  create?: ReactElement;
  edit?: ReactElement;
  show?: ReactElement;
  recordRepresentation: string;
  aliases?: readonly RouteAlias[];
  /** The domain's own pages, each guarded by its route rule. */
  pages?: readonly DomainPage[];
  /**
   * The list view's defaults, when it has its own view: its first page is then asked for as soon
   * as the list is opened (a cold load of its URL, a click in the sidebar), beside its chunk and
   * its render.
   */
  listQuery?: ListQueryDefaults;
}

type Overrides = Partial<Omit<ResourceDefinition, 'schema'>>;

/**
 * The definition of a resource with screens: the schema-driven views unless the resource's
 * folder supplies its own.
 */
export const resourceDefinition = (schema: ResourceSchema, overrides: Overrides): ResourceDefinition => ({
  schema,
  recordRepresentation: schema.label,
  ...(schema.route ? schemaViews(schema) : {}),
  // The schema-driven list's first page, which a cold load asks for beside the list's chunk.
  ...(schema.route && !overrides.list ? { listQuery: schemaListQuery(schema) } : {}),
  ...overrides,
});

/**
 * The spec's '<route>/edit' URLs, which carried the record in navigation state: with `?id=` they
 * open that record's edit page, without it the create page.
 */
export const editAlias = (route: string, path = `${route}/edit`): RouteAlias => ({
  path,
  edits: route,
  to: (_, query) => {
    const id = query.get('id');
    return id ? `/${route}/${encodeURIComponent(id)}` : `/${route}/create`;
  },
});
