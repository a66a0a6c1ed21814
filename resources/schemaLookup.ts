import type { ResourceSchema } from './core/resourceSchema';
import { activityRegister } from './activityRegister/schema';
import { agreements } from './agreements/schema';
import { apps } from './apps/schema';
import { appVersions } from './appVersions/schema';
import { artemisReports } from './artemisReports/schema';
import { bins } from './bins/schema';
import { branches } from './branches/schema';
import { brands } from './brands/schema';
import { bundles } from './bundles/schema';
import { campaigns } from './campaigns/schema';
import { cardTypes } from './cardTypes/schema';
import { categories } from './categories/schema';
import { commerces } from './commerces/schema';
import { commerceUserRoles } from './commerceUserRoles/schema';
import { commerceParameters } from './commerceParameters/schema';
import { commerceProducts } from './commerceProducts/schema';
import { components } from './components/schema';
import { componentVersions } from './componentVersions/schema';
import { developers } from './developers/schema';
import { economicSectors } from './economicSectors/schema';
import { entityParameters } from './entityParameters/schema';
import { groups } from './groups/schema';
import { hosts } from './hosts/schema';
import { models } from './models/schema';
import { multimedia } from './multimedia/schema';
import { networks } from './networks/schema';
import { onboardingVideos } from './onboardingVideos/schema';
import { operations } from './operations/schema';
import { partners } from './partners/schema';
import { apiKeys } from './apiKeys/schema';
import { appApiKeys } from './appApiKeys/schema';
import { permissions } from './permissions/schema';
import { permissions2fa } from './permissions2fa/schema';
import { pointsOfSale } from './pointsOfSale/schema';
import { profiles } from './profiles/schema';
import { qrCodes } from './qrCodes/schema';
import { reports } from './reports/schema';
import { roles } from './roles/schema';
import { store } from './store/schema';
import { subsidies } from './subsidies/schema';
import { tags } from './tags/schema';
import { terminalLogs } from './terminalLogs/schema';
import { terminals } from './terminals/schema';
import { terminalActions } from './terminalsHistory/schema';
import { terminalSoftware } from './terminalSoftware/schema';
import { tutorialVideoCategories } from './tutorialVideoCategories/schema';
import { tutorialVideos } from './tutorialVideos/schema';
import { users } from './users/schema';
import { warehouses } from './warehouses/schema';

/**
 * Every resource, in menu order: the one list of them (a resource is its folder plus its line
 * here). Plain data the console, fixtures, tests and e2e read without loading any screen;
 * `registry.ts` adds each one's views from its folder.
 */
export const schemas: readonly ResourceSchema[] = [
  terminals,
  tags,
  terminalLogs,
  terminalActions,
  terminalSoftware,
  commerces,
  commerceParameters,
  commerceProducts,
  groups,
  branches,
  economicSectors,
  operations,
  artemisReports,
  campaigns,
  pointsOfSale,
  partners,
  apiKeys,
  apps,
  appVersions,
  bundles,
  entityParameters,
  components,
  componentVersions,
  onboardingVideos,
  tutorialVideoCategories,
  tutorialVideos,
  categories,
  multimedia,
  developers,
  store,
  reports,
  users,
  roles,
  permissions,
  profiles,
  brands,
  models,
  subsidies,
  agreements,
  warehouses,
  bins,
  cardTypes,
  activityRegister,
  networks,
  qrCodes,
  hosts,
  commerceUserRoles,
  permissions2fa,
  appApiKeys,
];

const byName = new Map(schemas.map((schema) => [schema.name, schema]));
const byResource = new Map(schemas.map((schema) => [schema.resource, schema]));

export const schemaNamed = (name: string): ResourceSchema => {
  const schema = byName.get(name);
  if (!schema) throw new Error(`Unknown resource "${name}"`);
  return schema;
};

/** The schema behind a react-admin resource name (a route such as 'Terminal/Tags'). */
export const schemaOfResource = (resource: string): ResourceSchema | undefined => byResource.get(resource);
