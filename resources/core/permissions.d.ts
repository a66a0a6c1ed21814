/**
 * Every permission name the console knows. Names come from spec section 6; the read and
 * write-and-read pairs are declared once here and reused by the resource schemas and by the
 * access rules, so a read permission is always satisfied by its write-and-read counterpart.
 */
export declare const permissionPairs: {
  readonly advertisingCampaign: {
    readonly read: 'ADVERTISING_CAMPAIGN_READ';
    readonly write: 'ADVERTISING_CAMPAIGN_WRITE_AND_READ';
  };
  readonly store: {
    readonly read: 'STORE_READ';
    readonly write: 'STORE_WRITE_AND_READ';
  };
  readonly agreement: {
    readonly read: 'AGREEMENT_READ';
    readonly write: 'AGREEMENT_WRITE_AND_READ';
  };
  readonly applicationDeveloper: {
    readonly read: 'APPLICATION_DEVELOPER_READ';
    readonly write: 'APPLICATION_DEVELOPER_WRITE_AND_READ';
  };
  readonly app: {
    readonly read: 'APP_READ';
    readonly write: 'APP_WRITE_AND_READ';
  };
  readonly appList: {
    readonly read: 'APP_LIST_READ';
    readonly write: 'APP_LIST_WRITE_AND_READ';
  };
  readonly applicationApiKey: {
    readonly read: 'APPLICATION_API_KEY_READ';
    readonly write: 'APPLICATION_API_KEY_WRITE_AND_READ';
  };
  readonly bines: {
    readonly read: 'BINES_READ';
    readonly write: 'BINES_WRITE_AND_READ';
  };
  readonly brands: {
    readonly read: 'BRANDS_READ';
    readonly write: 'BRANDS_WRITE_AND_READ';
  };
  readonly campaign: {
    readonly read: 'CAMPAIGN_READ';
    readonly write: 'CAMPAIGN_WRITE_AND_READ';
  };
  readonly cardTypes: {
    readonly read: 'CARD_TYPES_READ';
    readonly write: 'CARD_TYPES_WRITE_AND_READ';
  };
  readonly category: {
    readonly read: 'CATEGORY_READ';
    readonly write: 'CATEGORY_WRITE_AND_READ';
  };
  readonly checkinParameters: {
    readonly read: 'CHECKIN_PARAMETERS_READ';
    readonly write: 'CHECKIN_PARAMETERS_WRITE_AND_READ';
  };
  readonly economicSector: {
    readonly read: 'ECONOMIC_SECTOR_READ';
    readonly write: 'ECONOMIC_SECTOR_WRITE_AND_READ';
  };
  readonly entityParameters: {
    readonly read: 'ENTITY_PARAMETERS_READ';
    readonly write: 'ENTITY_PARAMETERS_WRITE_AND_READ';
  };
  readonly hostConfiguration: {
    readonly read: 'HOST_CONFIGURATION_READ';
    readonly write: 'HOST_CONFIGURATION_WRITE_AND_READ';
  };
  readonly logosConfiguration: {
    readonly read: 'LOGOS_CONFIGURATION_READ';
    readonly write: 'LOGOS_CONFIGURATION_WRITE_AND_READ';
  };
  readonly marketTutorialVideo: {
    readonly read: 'MARKET_TUTORIAL_VIDEO_READ';
    readonly write: 'MARKET_TUTORIAL_VIDEO_WRITE_AND_READ';
  };
  readonly models: {
    readonly read: 'MODELS_READ';
    readonly write: 'MODELS_WRITE_AND_READ';
  };
  readonly multimedia: {
    readonly read: 'MULTIMEDIA_READ';
    readonly write: 'MULTIMEDIA_WRITE_AND_READ';
  };
  readonly networks: {
    readonly read: 'NETWORKS_READ';
    readonly write: 'NETWORKS_WRITE_AND_READ';
  };
  readonly onboardingVideos: {
    readonly read: 'ONBOARDING_VIDEOS_READ';
    readonly write: 'ONBOARDING_VIDEOS_WRITE_AND_READ';
  };
  readonly profileConfiguration: {
    readonly read: 'PROFILE_CONFIGURATION_READ';
    readonly write: 'PROFILE_CONFIGURATION_WRITE_AND_READ';
  };
  readonly qrCode: {
    readonly read: 'QR_CODE_READ';
    readonly write: 'QR_CODE_WRITE_AND_READ';
  };
  readonly roles: {
    readonly read: 'ROLES_READ';
    readonly write: 'ROLES_WRITE_AND_READ';
  };
  readonly subsidies: {
    readonly read: 'SUBSIDIES_READ';
    readonly write: 'SUBSIDIES_WRITE_AND_READ';
  };
  readonly systemComponent: {
    readonly read: 'SYSTEM_COMPONENT_READ';
    readonly write: 'SYSTEM_COMPONENT_WRITE_AND_READ';
  };
  readonly tags: {
    readonly read: 'TAGS_READ';
    readonly write: 'TAGS_WRITE_AND_READ';
  };
  readonly terminalParameter: {
    readonly read: 'TERMINAL_PARAMETER_READ';
    readonly write: 'TERMINAL_PARAMETER_WRITE_AND_READ';
  };
  readonly terminals: {
    readonly read: 'TERMINALS_READ';
    readonly write: 'TERMINALS_WRITE_AND_READ';
  };
  readonly users: {
    readonly read: 'USERS_READ';
    readonly write: 'USERS_WRITE_AND_READ';
  };
  readonly warehouses: {
    readonly read: 'WAREHOUSES_READ';
    readonly write: 'WAREHOUSES_WRITE_AND_READ';
  };
  readonly commerce: {
    readonly read: 'COMERCIOS';
    readonly write: 'COMMERCE_WRITE_AND_READ';
  };
  readonly appInstall: {
    readonly read: 'APP_INSTALL_READ';
    readonly write: 'APP_INSTALL_WRITE_AND_READ';
  };
  readonly partner: {
    readonly read: 'PARTNER_READ';
    readonly write: 'PARTNER_WRITE_READ';
  };
  readonly bundle: {
    readonly read: 'APPLICATION_BUNDLE';
    readonly write: 'BUNDLE_WRITE_AND_READ';
  };
};
/** Permissions that stand alone: a route or an action needs exactly that name. */
export declare const singlePermissions: readonly [
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
];
type Pairs = typeof permissionPairs;
export type PermissionPair = Pairs[keyof Pairs];
export type PermissionName = PermissionPair['read'] | PermissionPair['write'] | (typeof singlePermissions)[number];
export declare const allPermissions: readonly PermissionName[];
/** The write-and-read permission that also grants a read permission, if any. */
export declare const writeCounterpartOf: (permission: PermissionName) => PermissionName | undefined;
export {};
