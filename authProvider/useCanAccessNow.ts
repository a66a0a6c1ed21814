import { useCallback } from 'react';
import { useAuthProvider } from 'ra-core';
import type { ConsoleAuthProvider } from './authProvider';

/**
 * The authProvider's access rule (canAccess's own), answered at once rather than through a
 * react-admin query a render later: for what draws on every page (the sidebar, list cells),
 * where waiting meant drawing everything twice.
 */
export const useCanAccessNow = () => {
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  return useCallback(
    (action: string, resource: string) => authProvider?.canAccessNow({ action, resource }) ?? false,
    [authProvider],
  );
};
