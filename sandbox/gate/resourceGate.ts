import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { guarded, type GuardedGate } from './routeGate';

/** Whether a resource's records belong to a commerce (or are one): the partners' domain hooks narrow them. */
const ofACommerce = (schema: ResourceSchema) => {
  const field = schema.fields.commerceId ?? schema.fields.terminalId;
  return schema.name === 'commerces' || (field?.kind === 'reference' && ['commerces', 'terminals'].includes(field.target));
};

/**
 * The declaration of a generic engine route: the resource's permission, visibility and menu flag;
 * the partner scope is its domain hooks' (resources/partners/hooks.ts), which the engine runs.
 */
export const resourceGate = (schema: ResourceSchema, access: GuardedGate['access']): GuardedGate =>
  guarded(access, { resources: [schema.name], ...(ofACommerce(schema) ? { partnerScope: 'narrowed' } : {}) });
