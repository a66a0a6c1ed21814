import { useCallback } from 'react';
import { useConsoleServices } from '../../src/ConsoleServicesContext';

/**
 * Which resources the user may read (list), as a predicate over resource names. The
 * authProvider's rule is asked at once: through react-admin's queries the answer came a render
 * later, and a list drew all its rows a second time when it did.
 */
export const useReadableResources = () => {
  const { authProvider } = useConsoleServices();
  return useCallback((resource: string) => authProvider.canAccessNow({ action: 'list', resource }), [authProvider]);
};
