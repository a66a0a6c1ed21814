/**
 * Spec section 5: a commerce needs a group before a terminal can be created, where the entity's
 * configuration says so (the 'commerce group required' flag, spec section 6).
 */
export const COMMERCE_GROUP_REQUIRED = 'COMMERCE_GROUP_REQUIRED';

export const groupRequired = (config: Readonly<Record<string, string>>) => config[COMMERCE_GROUP_REQUIRED] === 'true';

/** Whether a commerce cannot take terminals yet: its entity asks for a group first and it has none. */
export const commerceNeedsGroup = (required: boolean, groupsOfCommerce: number) => required && groupsOfCommerce === 0;
