import type { ResourceDefinition } from './resourceDefinition';
import activityRegister from './activityRegister';
import agreements from './agreements';
import apiKeys from './apiKeys';
import appApiKeys from './appApiKeys';
import apps from './apps';
import appVersions from './appVersions';
import artemisReports from './artemisReports';
import bins from './bins';
import branches from './branches';
import brands from './brands';
import bundles from './bundles';
import campaigns from './campaigns';
import cardTypes from './cardTypes';
import categories from './categories';
import commerces from './commerces';
import commerceUserRoles from './commerceUserRoles';
import commerceParameters from './commerceParameters';
import commerceProducts from './commerceProducts';
import components from './components';
import componentVersions from './componentVersions';
import developers from './developers';
import economicSectors from './economicSectors';
import entityParameters from './entityParameters';
import groups from './groups';
import hosts from './hosts';
import models from './models';
import multimedia from './multimedia';
import networks from './networks';
import onboardingVideos from './onboardingVideos';
import operations from './operations';
import partners from './partners';
import permissions from './permissions';
import permissions2fa from './permissions2fa';
import pointsOfSale from './pointsOfSale';
import profiles from './profiles';
import qrCodes from './qrCodes';
import reports from './reports';
import roles from './roles';
import store from './store';
import subsidies from './subsidies';
import tags from './tags';
import terminalLogs from './terminalLogs';
import terminals from './terminals';
import terminalSoftware from './terminalSoftware';
import terminalsHistory from './terminalsHistory';
import tutorialVideoCategories from './tutorialVideoCategories';
import tutorialVideos from './tutorialVideos';
import users from './users';
import warehouses from './warehouses';

/**
 * Every resource of the console, one line each. Routes, the sidebar, access rules, the composite
 * data provider, fixtures and the sandbox's endpoints all derive from this list.
 */
export const registry: readonly ResourceDefinition[] = [
  terminals,
  tags,
  terminalLogs,
  terminalsHistory,
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
