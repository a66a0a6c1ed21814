/**
 * Which end-to-end journeys cover which domains, for `npm run test:changed`: a change under a
 * domain's folder (`resources/<d>`, `sandbox/<d>`, `dataProviders/<d>`, `i18n/<d>`,
 * `src/pages/<d>`) runs that domain's journeys. A test fails on a folder no entry names, so a new
 * domain is placed here when it is added.
 */
export const journeysByDomain: Readonly<Record<string, readonly string[]>> = {
  terminals: ['terminals-list', 'terminals-detail', 'terminals-import', 'terminals-operations'],
  terminalList: ['terminals-list'],
  terminalDetail: ['terminals-detail'],
  terminalImport: ['terminals-import'],
  terminalOperations: ['terminals-operations'],
  commerces: ['commerces-form', 'commerces-import'],
  partners: ['partners-journeys'],
  market: ['market-apps', 'market-catalog', 'market-installs', 'market-rollout'],
  profiles: ['profiles-emv', 'profiles-parameters'],
  settings: ['settings-2fa', 'settings-admin'],
  reference: ['reference-data'],
  dashboards: ['dashboards', 'dashboard-chart'],
  session: ['session', 'session-end', 'session-tabs', 'delivery', 'accessibility'],
  /** Code every screen shares: the walk over every route of the spec. */
  shared: ['resourceRoutes', 'specRoutes', 'list-toolbar'],
};

/** The journey group of each domain folder (`root/folder` where one name means two things). */
export const domainOfFolder: Readonly<Record<string, keyof typeof journeysByDomain>> = {
  // terminals
  terminals: 'terminals',
  tags: 'terminals',
  terminalLogs: 'terminals',
  terminalsHistory: 'terminals',
  terminalSoftware: 'terminals',
  brands: 'terminals',
  models: 'terminals',
  export: 'terminals',
  csvImport: 'terminals',
  // commerces
  commerces: 'commerces',
  commerceParameters: 'commerces',
  commerceProducts: 'commerces',
  commerceUserRoles: 'commerces',
  branches: 'commerces',
  groups: 'commerces',
  qrCodes: 'commerces',
  economicSectors: 'commerces',
  pointsOfSale: 'commerces',
  campaigns: 'commerces',
  // partners
  partners: 'partners',
  apiKeys: 'partners',
  // market
  market: 'market',
  catalog: 'market',
  apps: 'market',
  appApiKeys: 'market',
  appVersions: 'market',
  bundles: 'market',
  'resources/components': 'market',
  componentVersions: 'market',
  store: 'market',
  developers: 'market',
  categories: 'market',
  onboardingVideos: 'market',
  tutorialVideos: 'market',
  tutorialVideoCategories: 'market',
  multimedia: 'market',
  entityParameters: 'market',
  fleetInstalls: 'market',
  managedFiles: 'market',
  // profiles
  profiles: 'profiles',
  'profiles-emv': 'profiles',
  hosts: 'profiles',
  // settings and administration
  settings: 'settings',
  permissions2fa: 'settings',
  networks: 'settings',
  users: 'settings',
  roles: 'settings',
  permissions: 'settings',
  security: 'settings',
  // reference data
  reference: 'reference',
  bins: 'reference',
  subsidies: 'reference',
  agreements: 'reference',
  warehouses: 'reference',
  cardTypes: 'reference',
  // dashboards and reports
  dashboards: 'dashboards',
  dashboard: 'dashboards',
  maps: 'dashboards',
  reports: 'dashboards',
  activityRegister: 'dashboards',
  operations: 'dashboards',
  artemisReports: 'dashboards',
  transactions: 'dashboards',
  // session and identity
  login: 'session',
  identity: 'session',
  entities: 'session',
  profile: 'session',
  shell: 'session',
  // shared by every screen
  core: 'shared',
  views: 'shared',
  engine: 'shared',
  gate: 'shared',
  specShapes: 'shared',
  guards: 'session',
  layout: 'session',
  components: 'shared',
  notifications: 'shared',
  'sandbox/storage': 'shared',
  testing: 'shared',
  catalogues: 'shared',
  resourceMessages: 'shared',
  screenTexts: 'shared',
  errors: 'shared',
  ra: 'shared',
  app: 'shared',
};

/**
 * Parts of a large domain with journeys of their own (`resources/terminals/list/...`); the
 * domain's other files (its schema) run the journeys of all its parts.
 */
const domainParts: Readonly<Record<string, Readonly<Record<string, JourneyGroup>>>> = {
  terminals: {
    list: 'terminalList',
    detail: 'terminalDetail',
    create: 'terminalImport',
    import: 'terminalImport',
    operations: 'terminalOperations',
    pages: 'terminalOperations',
  },
};

/** The domain a part belongs to ('terminals' for 'terminalList'), else the group itself. */
export const domainOfGroup = (group: JourneyGroup): JourneyGroup =>
  (Object.keys(domainParts).find((domain) => Object.values(domainParts[domain]).includes(group)) as
    JourneyGroup | undefined) ?? group;

/** The folders whose subfolders are domains. */
export const DOMAIN_ROOTS = ['src/pages', 'resources', 'sandbox', 'dataProviders', 'i18n', 'src'] as const;
/** Folders that are one domain as a whole. */
const WHOLE_FOLDERS: Readonly<Record<string, JourneyGroup>> = { authProvider: 'session', fixtures: 'shared' };

export type JourneyGroup = keyof typeof journeysByDomain;

/** A file at the project's top that goes into the build (its configuration, index.html, the lock file). */
const BUILD_FILE = /\.(ts|tsx|mjs|js|json|html)$/;

/**
 * The journey group a changed file belongs to: its domain's; 'shared' for a file at the top of a
 * domain root or of the project (the registry, the build's configuration); none for tests, benches
 * and scripts, which vitest's own selection covers.
 */
export const journeyGroupOf = (path: string): JourneyGroup | undefined => {
  const [top] = path.split('/');
  if (WHOLE_FOLDERS[top]) return WHOLE_FOLDERS[top];
  const root = DOMAIN_ROOTS.find((candidate) => path.startsWith(`${candidate}/`));
  if (!root) return !path.includes('/') && BUILD_FILE.test(path) ? 'shared' : undefined;
  const rest = path.slice(root.length + 1);
  if (!rest.includes('/')) return 'shared';
  const [folder, part] = rest.split('/');
  const group = domainOfFolder[`${root}/${folder}`] ?? domainOfFolder[folder];
  return (group && rest.split('/').length > 2 && domainParts[group]?.[part]) || group;
};
