import { storePermissions } from '../store/permissions';
import { agreementsPermissions } from '../agreements/permissions';
import { developersPermissions } from '../developers/permissions';
import { appsPermissions } from '../apps/permissions';
import { binsPermissions } from '../bins/permissions';
import { brandsPermissions } from '../brands/permissions';
import { campaignsPermissions } from '../campaigns/permissions';
import { cardTypesPermissions } from '../cardTypes/permissions';
import { categoriesPermissions } from '../categories/permissions';
import { qrCodesPermissions } from '../qrCodes/permissions';
import { economicSectorsPermissions } from '../economicSectors/permissions';
import { entityParametersPermissions } from '../entityParameters/permissions';
import { hostsPermissions } from '../hosts/permissions';
import { settingsPermissions } from '../settings/permissions';
import { tutorialVideosPermissions } from '../tutorialVideos/permissions';
import { modelsPermissions } from '../models/permissions';
import { multimediaPermissions } from '../multimedia/permissions';
import { networksPermissions } from '../networks/permissions';
import { onboardingVideosPermissions } from '../onboardingVideos/permissions';
import { profilesPermissions } from '../profiles/permissions';
import { rolesPermissions } from '../roles/permissions';
import { subsidiesPermissions } from '../subsidies/permissions';
import { componentsPermissions } from '../components/permissions';
import { tagsPermissions } from '../tags/permissions';
import { terminalsPermissions } from '../terminals/permissions';
import { usersPermissions } from '../users/permissions';
import { warehousesPermissions } from '../warehouses/permissions';
import { commercesPermissions } from '../commerces/permissions';
import { fleetInstallsPermissions } from '../fleetInstalls/permissions';
import { partnersPermissions } from '../partners/permissions';
import { bundlesPermissions } from '../bundles/permissions';

/**
 * Every permission name the console knows (spec section 6). Each read and write-and-read pair is
 * declared in the folder of what it guards (`resources/<folder>/permissions.ts`) and gathered
 * here, one line a folder, for the schemas and the access rules: a read permission is always
 * satisfied by its write-and-read counterpart.
 */
export const permissionPairs = {
  ...storePermissions,
  ...agreementsPermissions,
  ...developersPermissions,
  ...appsPermissions,
  ...binsPermissions,
  ...brandsPermissions,
  ...campaignsPermissions,
  ...cardTypesPermissions,
  ...categoriesPermissions,
  ...qrCodesPermissions,
  ...economicSectorsPermissions,
  ...entityParametersPermissions,
  ...hostsPermissions,
  ...settingsPermissions,
  ...tutorialVideosPermissions,
  ...modelsPermissions,
  ...multimediaPermissions,
  ...networksPermissions,
  ...onboardingVideosPermissions,
  ...profilesPermissions,
  ...rolesPermissions,
  ...subsidiesPermissions,
  ...componentsPermissions,
  ...tagsPermissions,
  ...terminalsPermissions,
  ...usersPermissions,
  ...warehousesPermissions,
  ...commercesPermissions,
  ...fleetInstallsPermissions,
  ...partnersPermissions,
  ...bundlesPermissions,
};

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
