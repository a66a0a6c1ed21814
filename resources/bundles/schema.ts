import { boolean, groups, number, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { installOrderOnce } from './installOrderRule';
import { bundlesPermissions } from './permissions';

/**
 * Spec section 6, the four bundle permissions: APPLICATION_BUNDLE reads bundles, BUNDLE_UPDATE
 * also edits published ones, BUNDLE_WRITE_AND_READ creates, edits and deletes them, and
 * BUNDLE_DOWNLOAD also downloads their apps.
 */
export const BUNDLE_DOWNLOAD = 'BUNDLE_DOWNLOAD' as const;
export const BUNDLE_UPDATE = 'BUNDLE_UPDATE' as const;

export const bundles = defineResource({
  name: 'bundles',
  route: 'package-installation',
  service: 'app',
  path: 'api/v1/bundle',
  permissionPairs: bundlesPermissions,
  permissions: {
    read: ['APPLICATION_BUNDLE', 'BUNDLE_UPDATE', 'BUNDLE_WRITE_AND_READ', 'BUNDLE_DOWNLOAD'],
    write: bundlesPermissions.bundle.write,
    update: BUNDLE_UPDATE,
    actions: { download: BUNDLE_DOWNLOAD },
  },
  menu: { group: 'market', order: 2 },
  label: 'name',
  rules: [installOrderOnce],
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    version: text({ required: true, max: 30, list: true, sort: true }),
    description: text({ max: 500, multiline: true }),
    active: boolean({ default: true, list: true, filter: true }),
    apps: groups(
      {
        appId: reference('apps', { required: true }),
        versionId: reference('appVersions'),
        installOrder: number({ required: true, integer: true, min: 1 }),
        codependent: boolean({ default: false }),
      },
      { required: true, min: 1, distinct: { field: 'appId', code: 'PM-0006' } },
    ),
  },
});

export type Bundle = RecordOf<typeof bundles>;
