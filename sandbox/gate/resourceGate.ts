import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { guarded, type GuardedGate } from './routeGate';

/**
 * Whether a partner's scope narrows a resource: a commerce, a record of a commerce or of a
 * terminal, or a partner's own record (its API keys).
 */
const partnerScoped = (schema: ResourceSchema) => {
  const { commerceId, partnerId, terminalId } = schema.fields;
  const references = (field: typeof commerceId, target: string) =>
    field?.kind === 'reference' && field.target === target;
  return (
    schema.name === 'commerces' ||
    references(commerceId, 'commerces') ||
    terminalId !== undefined ||
    references(partnerId, 'partners')
  );
};

/**
 * The declaration of a generic engine route: the resource's permission, visibility and menu flag;
 * the partner scope is its domain hooks' (resources/partners/hooks.ts), which the engine runs.
 */
export const resourceGate = (schema: ResourceSchema, access: GuardedGate['access']): GuardedGate =>
  guarded(access, { resources: [schema.name], ...(partnerScoped(schema) ? { partnerScope: 'narrowed' } : {}) });
