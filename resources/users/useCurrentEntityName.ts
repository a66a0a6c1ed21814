import { useAuthProvider } from 'ra-core';
import type { ConsoleAuthProvider } from '../../authProvider/authProvider';

/** The name of the entity the console is signed in to: a user record belongs to it. */
export const useCurrentEntityName = (): string => {
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  if (!authProvider) return '';
  const entityId = authProvider.accessContext().entityId;
  return authProvider.entities().find((entity) => entity.Id === entityId)?.Name ?? String(entityId);
};
