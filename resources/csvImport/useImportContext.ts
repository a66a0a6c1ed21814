import { useAuthProvider } from 'ra-core';
import { useMemo } from 'react';
import type { ConsoleAuthProvider } from '../../authProvider/authProvider';
import type { ImportContext } from './csvFormat';

/** The signed-in entity and its configuration, whose rules the service applies to every imported row. */
export const useImportContext = (): ImportContext | undefined => {
  const access = useAuthProvider<ConsoleAuthProvider>()?.accessContext();
  const entityId = access?.entityId;
  const config = access?.config;
  return useMemo(
    () => (entityId === undefined || config === undefined ? undefined : { entityId, config }),
    // The configuration is read fresh on each render; its flags as text say whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entityId, JSON.stringify(config)],
  );
};
