import { useCanAccess } from 'ra-core';
import { groups } from '../../groups/schema';
import { createModes, type CreateMode } from './createModes';

/**
 * The ways to create terminals this user has: creation by group picks a commerce group, so it
 * is offered only to users who may read groups.
 */
export const useCreateModes = (): { modes: readonly CreateMode[]; isPending: boolean } => {
  const { canAccess = false, isPending } = useCanAccess({ resource: groups.resource, action: 'list' });
  return { modes: canAccess ? createModes : createModes.filter((mode) => mode !== 'group'), isPending };
};
