import { useCanAccess } from 'ra-core';
import type { ResourceSchema } from '../core/resourceSchema';

/**
 * Where a list row leads: the edit form for a user who may change the record, else its read-only
 * page, so a reader never lands on a form that sends them away with 'no permission'.
 */
export const useRowClick = (schema: Pick<ResourceSchema, 'resource' | 'operations'>): 'edit' | 'show' => {
  const { canAccess: canEdit } = useCanAccess({
    resource: schema.resource,
    action: 'edit',
    enabled: schema.operations.edit,
  });
  return schema.operations.edit && canEdit ? 'edit' : 'show';
};
