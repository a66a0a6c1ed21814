import { useState, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * Whole-console renders keep their CSS rules off the test document: jsdom otherwise matches every
 * rule MUI inserts (thousands on a console page) for each `getComputedStyle`, which each role query
 * calls per element, again on every DOM change a `findBy*` waits through; most of a test's time went
 * there. Components still get their class names; what CSS would show is the e2e suite's to check, in
 * Chromium, with axe.
 */
export const StylesOffDocument = ({ children }: { children: ReactNode }) => {
  const [cache] = useState(() => createCache({ key: 'test', container: document.createElement('div') }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
};
