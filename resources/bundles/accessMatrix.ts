import { BUNDLE_DOWNLOAD, BUNDLE_UPDATE } from './schema';

export type BundleAction = 'list' | 'create' | 'edit' | 'delete' | 'download';

/**
 * What each of the four bundle permissions lets a user do alone (spec section 6), as the console's
 * access rules and the app service both answer it: read, update published bundles, create, edit
 * and delete them, download their apps.
 */
export const bundleAccessMatrix: Readonly<Record<string, readonly BundleAction[]>> = {
  APPLICATION_BUNDLE: ['list'],
  [BUNDLE_UPDATE]: ['list', 'edit'],
  BUNDLE_WRITE_AND_READ: ['list', 'create', 'edit', 'delete'],
  [BUNDLE_DOWNLOAD]: ['list', 'download'],
};

export const bundleActions: readonly BundleAction[] = ['list', 'create', 'edit', 'delete', 'download'];
