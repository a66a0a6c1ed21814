import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { addHooks, type HookRegistry } from '../engine/hooks';
import { narrowFilter, type CommerceScope } from './commerceScope';

/** Every resource whose records belong to a commerce (terminals, groups, operations...). */
const ofACommerce = (schema: ResourceSchema) => {
  const field = schema.fields.commerceId;
  return field?.kind === 'reference' && field.target === 'commerces';
};

/**
 * The partner scope on the resource engine: commerces and every list of records of a commerce
 * show a partner only its assigned commerces' (when it has some), and one record outside them is
 * 404, as another entity's.
 */
export const registerScopeHooks = (hooks: HookRegistry, schemas: readonly ResourceSchema[], scope: CommerceScope) => {
  addHooks(hooks, 'commerces', {
    scopeFilter: (filter, session) => narrowFilter(filter, 'id', scope(session)),
    visible: (record, session) => scope(session)?.includes(record.id) ?? true,
  });
  schemas.filter(ofACommerce).forEach((schema) =>
    addHooks(hooks, schema.name, {
      scopeFilter: (filter, session) => narrowFilter(filter, 'commerceId', scope(session)),
      visible: (record, session) => scope(session)?.includes(Number(record.commerceId)) ?? true,
    }),
  );
};
