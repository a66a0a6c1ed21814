import { useCallback } from 'react';
import { useCanAccessNow } from '../../authProvider/useCanAccessNow';

/** Which resources the user may read (list), as a predicate over resource names, answered at once. */
export const useReadableResources = () => {
  const canAccessNow = useCanAccessNow();
  return useCallback((resource: string) => canAccessNow('list', resource), [canAccessNow]);
};
