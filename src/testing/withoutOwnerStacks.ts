import * as React from 'react';

type ReactInternals = Record<string, unknown> & { recentlyCreatedOwnerStacks?: number };

/** React's development build keeps its internals here (the name is React's own warning). */
export const reactInternals = (): ReactInternals | undefined =>
  (React as unknown as Record<string, ReactInternals | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/**
 * React's development build captures a stack and a console task for each of the first 10,000
 * elements created every second (the "owner stacks" of its warnings): about a tenth of a component
 * test's time. Telling it the quota is spent keeps warnings, without owner stacks.
 */
export const withoutOwnerStacks = () => {
  const internals = reactInternals();
  if (!internals) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
};
