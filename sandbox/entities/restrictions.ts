/**
 * Restriction names an entity allows (GET /identity/api/v1/Restriction/{entityId}); the console
 * filters its restriction structure with them. The real list is not shown by the spec, so these
 * follow the entities' roles: the operator allows everything, the acquirer the least.
 */
const common = [
  'TERMINALS',
  'COMMERCES',
  'BRANCHES',
  'APPLICATIONS',
  'PARAMETERS',
  'USERS',
  'ROLES',
  'REPORTS',
  'TRANSACTIONS',
  'TAGS',
  'WIFI',
];

export const restrictionsByEntity: Record<number, readonly string[]> = {
  9: [
    ...common,
    'PARTNERS',
    'BUNDLES',
    'STORE',
    'CAMPAIGNS',
    'PROMOTIONAL_VIDEOS',
    'TUTORIAL_VIDEOS',
    'BINES',
    'VOUCHERS',
    'SYSTEM_COMPONENTS',
    'WAREHOUSES',
    'ACTIVITY_REGISTRY',
  ],
  2: [...common, 'CAMPAIGNS', 'PROMOTIONAL_VIDEOS', 'TUTORIAL_VIDEOS', 'BINES', 'VOUCHERS', 'WAREHOUSES'],
  3: [...common, 'CAMPAIGNS', 'TUTORIAL_VIDEOS', 'BINES', 'VOUCHERS', 'PRODUCTS', 'CARD_PROCESSOR'],
  4: [...common, 'TUTORIAL_VIDEOS'],
  6: [...common, 'PROMOTIONAL_VIDEOS', 'BINES', 'VOUCHERS'],
};

export const restrictionsOf = (entityId: number): readonly string[] => restrictionsByEntity[entityId] ?? common;
