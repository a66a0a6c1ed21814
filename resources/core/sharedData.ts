import { OPERATOR_ENTITY } from './abilities';
import type { ResourceSchema } from './resourceSchema';

/**
 * The entities that may create, edit and delete a resource's records, besides holding its write
 * permission; undefined: any entity. Data every entity shares (`scope: 'global'`: brands, models,
 * categories, economic sectors, application developers, permission descriptions) is the
 * operator's alone (spec section 4: brand and model update for entity 9), so a new shared
 * catalogue is covered by declaring its scope.
 */
export const writerEntitiesOf = (schema: Pick<ResourceSchema, 'scope'>): readonly number[] | undefined =>
  schema.scope === 'global' ? [OPERATOR_ENTITY] : undefined;

/** Whether an entity may change the resource's records (permissions aside). */
export const entityMayWrite = (schema: Pick<ResourceSchema, 'scope'>, entityId: number): boolean =>
  writerEntitiesOf(schema)?.includes(entityId) ?? true;
