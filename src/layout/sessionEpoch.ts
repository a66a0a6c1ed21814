import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useResourceDefinitions, useStore, useStoreContext } from 'ra-core';

/** Bumped whenever the session's scope changes: the layout remounts under a new key. */
export const SHELL_EPOCH_KEY = 'shell.epoch';

export const useShellEpoch = () => useStore<number>(SHELL_EPOCH_KEY, 0);

/**
 * Forgets everything shown for the previous entity: every cached query (records, lists, and
 * react-admin's cached canAccess, permission and identity answers), the lists' remembered
 * filters and selections, and then remounts the layout so the menu, the header and the page
 * ask again for the new entity.
 */
export const useDropEntityData = () => {
  const queryClient = useQueryClient();
  const store = useStoreContext();
  const resources = useResourceDefinitions();
  const [, setEpoch] = useShellEpoch();
  return useCallback(() => {
    queryClient.clear();
    Object.keys(resources).forEach((resource) => {
      store.removeItems(`${resource}.listParams`);
      store.removeItems(`${resource}.selectedIds`);
    });
    setEpoch((epoch: number) => epoch + 1);
  }, [queryClient, resources, setEpoch, store]);
};
