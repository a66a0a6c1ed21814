import type { ComponentType } from 'react';
import type { DomainPage, PagePrefetcher } from '../../resources/resourceDefinition';
import { consolePages } from '../pages/pageRoutes';

const preloadOf = (Page: ComponentType) =>
  'preload' in Page && typeof Page.preload === 'function' ? (Page.preload as () => Promise<unknown>) : undefined;

/** The page a URL opens (/maps, /maps/), if it is one of the console's pages. */
export const pageAt = (pathname: string): DomainPage | undefined => {
  const path = pathname.split('/').filter(Boolean).join('/');
  return consolePages.find((page) => page.path === path);
};

/** At start-up on a page's URL (/maps), its chunk loads beside the language and session checks. */
export const preloadPageAt = (pathname: string) => {
  const page = pageAt(pathname);
  if (page) void preloadOf(page.Page)?.();
};

/**
 * At a signed-in start-up on a page's URL, the page's first data is asked beside the shell's
 * start, once the page's code is in: the page draws nothing of it before, and a request that
 * overtakes the code holds it up where one server answers both (the sandbox).
 */
export const prefetchPageDataAt = async (pathname: string, prefetcher: PagePrefetcher) => {
  const page = pageAt(pathname);
  if (!page?.prefetch) return;
  await preloadOf(page.Page)?.();
  page.prefetch(prefetcher);
};
