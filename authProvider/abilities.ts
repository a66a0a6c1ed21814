/** What an entity may do beyond permissions (spec sections 4 and 6, abilities per entity). */
export interface EntityAbilities {
  commerceProductTab: boolean;
  brandUpdate: boolean;
  modelUpdate: boolean;
  rncLabel: boolean;
  cardProcessor: boolean;
  hideAcquirerMenuOptions: boolean;
  parametersModule: boolean;
}

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
