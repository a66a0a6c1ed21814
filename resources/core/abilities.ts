import type { ResourceSchema } from './resourceSchema';

/**
 * What an entity may do beyond permissions (spec sections 4 and 6, abilities per entity): the one
 * place the console and the sandbox read them from.
 */
export interface EntityAbilities {
  commerceProductTab: boolean;
  brandUpdate: boolean;
  modelUpdate: boolean;
  rncLabel: boolean;
  cardProcessor: boolean;
  hideAcquirerMenuOptions: boolean;
  parametersModule: boolean;
}

/** An entity ability by name ('rncLabel', ...). */
export type AbilityName = keyof EntityAbilities;

/** The platform operator (spec section 3, entity ids with special meaning). */
export const OPERATOR_ENTITY = 9;
export const CARD_PROCESSOR_ENTITY = 3;
export const ACQUIRER_ENTITY = 4;

export const abilitiesOf = (entityId: number): EntityAbilities => ({
  commerceProductTab: entityId === OPERATOR_ENTITY || entityId === CARD_PROCESSOR_ENTITY,
  brandUpdate: entityId === OPERATOR_ENTITY,
  modelUpdate: entityId === OPERATOR_ENTITY,
  rncLabel: entityId === CARD_PROCESSOR_ENTITY,
  cardProcessor: entityId === CARD_PROCESSOR_ENTITY,
  hideAcquirerMenuOptions: entityId === ACQUIRER_ENTITY,
  parametersModule: true,
});

/**
 * The menu options the card acquirer does not see. The spec only says 'some'; these are the
 * ones an acquirer has no business in: loyalty, subsidies, Artemis reports and points of sale.
 */
export const acquirerHiddenRoutes: readonly string[] = ['Fidelium', 'Subsidies', 'reports', 'pointsofsale'];

/** The entities for which a resource's route does not exist (console menu and routes, sandbox calls). */
export const hiddenEntitiesOf = (schema: Pick<ResourceSchema, 'route'>): readonly number[] | undefined =>
  schema.route && acquirerHiddenRoutes.includes(schema.route) ? [ACQUIRER_ENTITY] : undefined;

/** Whether a resource exists for an entity (permissions aside). */
export const entitySees = (schema: Pick<ResourceSchema, 'route'>, entityId: number): boolean =>
  !hiddenEntitiesOf(schema)?.includes(entityId);
