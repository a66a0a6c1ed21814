import { memoryStore } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { collapseSidebarWhenNarrow, NARROW_QUERY } from './sidebarWidths';

/** A store as the console's is when the sidebar rule runs: ready to read and write. */
const readyStore = (items: Record<string, unknown> = {}) => {
  const store = memoryStore(items);
  store.setup();
  return store;
};

const windowOf = (width: number) => (query: string) => ({
  matches: query === NARROW_QUERY && width < 1350,
});

describe('collapseSidebarWhenNarrow', () => {
  it('starts the sidebar collapsed in a window narrower than 1350 px', () => {
    const store = readyStore();
    collapseSidebarWhenNarrow(store, windowOf(1280));
    expect(store.getItem('sidebar.open')).toBe(false);
  });

  it('leaves the sidebar as it was in a window of 1350 px or more', () => {
    const store = readyStore({ 'sidebar.open': true });
    collapseSidebarWhenNarrow(store, windowOf(1350));
    expect(store.getItem('sidebar.open')).toBe(true);
    const untouched = readyStore();
    collapseSidebarWhenNarrow(untouched, windowOf(1920));
    expect(untouched.getItem('sidebar.open')).toBeUndefined();
  });
});
