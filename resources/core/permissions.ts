/**
 * Every permission name the console knows. Names come from spec section 6; the read and
 * write-and-read pairs are declared once here and reused by the resource schemas and by the
 * access rules, so a read permission is always satisfied by its write-and-read counterpart.
 */

export const permissionPairs = {
  advertisingCampaign: { read: 'ADVERTISING_CAMPAIGN_READ', write: 'ADVERTISING_CAMPAIGN_WRITE_AND_READ' },
  store: { read: 'STORE_READ', write: 'STORE_WRITE_AND_READ' },
  agreement: { read: 'AGREEMENT_READ', write: 'AGREEMENT_WRITE_AND_READ' },
  applicationDeveloper: { read: 'APPLICATION_DEVELOPER_READ', write: 'APPLICATION_DEVELOPER_WRITE_AND_READ' },
  app: { read: 'APP_READ', write: 'APP_WRITE_AND_READ' },
  appList: { read: 'APP_LIST_READ', write: 'APP_LIST_WRITE_AND_READ' },
  applicationApiKey: { read: 'APPLICATION_API_KEY_READ', write: 'APPLICATION_API_KEY_WRITE_AND_READ' },
  bines: { read: 'BINES_READ', write: 'BINES_WRITE_AND_READ' },
  brands: { read: 'BRANDS_READ', write: 'BRANDS_WRITE_AND_READ' },
  campaign: { read: 'CAMPAIGN_READ', write: 'CAMPAIGN_WRITE_AND_READ' },
  cardTypes: { read: 'CARD_TYPES_READ', write: 'CARD_TYPES_WRITE_AND_READ' },
  category: { read: 'CATEGORY_READ', write: 'CATEGORY_WRITE_AND_READ' },
  checkinParameters: { read: 'CHECKIN_PARAMETERS_READ', write: 'CHECKIN_PARAMETERS_WRITE_AND_READ' },
  economicSector: { read: 'ECONOMIC_SECTOR_READ', write: 'ECONOMIC_SECTOR_WRITE_AND_READ' },
  entityParameters: { read: 'ENTITY_PARAMETERS_READ', write: 'ENTITY_PARAMETERS_WRITE_AND_READ' },
  hostConfiguration: { read: 'HOST_CONFIGURATION_READ', write: 'HOST_CONFIGURATION_WRITE_AND_READ' },
  logosConfiguration: { read: 'LOGOS_CONFIGURATION_READ', write: 'LOGOS_CONFIGURATION_WRITE_AND_READ' },
  marketTutorialVideo: { read: 'MARKET_TUTORIAL_VIDEO_READ', write: 'MARKET_TUTORIAL_VIDEO_WRITE_AND_READ' },
  models: { read: 'MODELS_READ', write: 'MODELS_WRITE_AND_READ' },
  multimedia: { read: 'MULTIMEDIA_READ', write: 'MULTIMEDIA_WRITE_AND_READ' },
  networks: { read: 'NETWORKS_READ', write: 'NETWORKS_WRITE_AND_READ' },
  onboardingVideos: { read: 'ONBOARDING_VIDEOS_READ', write: 'ONBOARDING_VIDEOS_WRITE_AND_READ' },
  profileConfiguration: { read: 'PROFILE_CONFIGURATION_READ', write: 'PROFILE_CONFIGURATION_WRITE_AND_READ' },
  qrCode: { read: 'QR_CODE_READ', write: 'QR_CODE_WRITE_AND_READ' },
  roles: { read: 'ROLES_READ', write: 'ROLES_WRITE_AND_READ' },
  subsidies: { read: 'SUBSIDIES_READ', write: 'SUBSIDIES_WRITE_AND_READ' },
  systemComponent: { read: 'SYSTEM_COMPONENT_READ', write: 'SYSTEM_COMPONENT_WRITE_AND_READ' },
  tags: { read: 'TAGS_READ', write: 'TAGS_WRITE_AND_READ' },
  terminalParameter: { read: 'TERMINAL_PARAMETER_READ', write: 'TERMINAL_PARAMETER_WRITE_AND_READ' },
  terminals: { read: 'TERMINALS_READ', write: 'TERMINALS_WRITE_AND_READ' },
  users: { read: 'USERS_READ', write: 'USERS_WRITE_AND_READ' },
  warehouses: { read: 'WAREHOUSES_READ', write: 'WAREHOUSES_WRITE_AND_READ' },
  commerce: { read: 'COMERCIOS', write: 'COMMERCE_WRITE_AND_READ' },
  appInstall: { read: 'APP_INSTALL_READ', write: 'APP_INSTALL_WRITE_AND_READ' },
  partner: { read: 'PARTNER_READ', write: 'PARTNER_WRITE_READ' },
  bundle: { read: 'APPLICATION_BUNDLE', write: 'BUNDLE_WRITE_AND_READ' },
} as const;

/** Permissions that stand alone: a route or an action needs exactly that name. */
export const singlePermissions = [
  'BUNDLE_UPDATE',
  'BUNDLE_DOWNLOAD',
  'COMMERCE_BRANCH',
  'COMMERCE_TRANSACTIONS_READ',
  'COMMERCE_OPERATIONS',
  'GROUP_PARAMETERS',
  'PARTNER_API_KEY_WRITE',
  'TERMINAL_REASSIGNMENT',
  'TPV_INITIALIZATION_PARAMETERS',
  'TERMINAL_LOG',
  'MANAGE_REPORT_PERMISSION',
  'ARTEMIS_REPORT',
  'REPORTES',
  'PERMISOS',
  'PUNTO_DE_VENTA',
  'ACTIVITY_REGISTRY',
  'GENERAL_CONFIGURATION',
  'DELETE_TERMINAL',
  'DELETE_TERMINAL_DATA',
  'COMMERCE_INFO',
  'COMMERCE_PARAMETERS',
  'COMMERCE_TERMINALS',
  'COMMERCE_PRODUCTS',
  'PRODUCTS',
  'TERMINAL_REPORT',
  'DASHBOARDS',
  'PARAMETER_CHANGE_APPROVE',
] as const;

type Pairs = typeof permissionPairs;
export type PermissionPair = Pairs[keyof Pairs];
export type PermissionName = PermissionPair['read'] | PermissionPair['write'] | (typeof singlePermissions)[number];

export const allPermissions: readonly PermissionName[] = [
  ...Object.values(permissionPairs).flatMap((pair) => [pair.read, pair.write]),
  ...singlePermissions,
];

/** The write-and-read permission that also grants a read permission, if any. */
export const writeCounterpartOf = (permission: PermissionName): PermissionName | undefined =>
  Object.values(permissionPairs).find((pair) => pair.read === permission)?.write;
