import { boolean, number, oneOf, reference, references, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { appsPermissions } from '../apps/permissions';

/** NOT_DEFINED is shown as 'Available' (spec section 4, app version states). */
export const versionStates = ['NOT_DEFINED', 'PILOT', 'ACTIVE', 'INACTIVE'] as const;

export const appVersions = defineResource({
  name: 'appVersions',
  service: 'app',
  path: 'api/v1/Application/versions',
  permissions: appsPermissions.app,
  label: 'versionName',
  fields: {
    appId: reference('apps', { required: true, filter: true, list: true }),
    versionName: text({ readOnly: true, max: 50, list: true, filter: true, sort: true, search: true }),
    versionCode: number({ readOnly: true, integer: true, min: 1, list: true, sort: true }),
    note: text({ max: 1000, multiline: true }),
    state: oneOf(versionStates, { required: true, default: 'NOT_DEFINED', list: true, filter: true, sort: true }),
    /** The uploaded APK the version is made of: its manifest gives the name and code. */
    binaryFileId: text({ max: 64 }),
    binaryUrl: text({ readOnly: true }),
    installationCount: number({ readOnly: true, list: true, sort: true }),
    authorizedTerminalIds: references('terminals'),
    keepPilotTerminals: boolean({ default: false }),
    /** Asked when a pilot is made active: keep its terminal list instead of opening to every terminal of its models. */
    keepAuthorizedTerminals: boolean({ default: false }),
    /** The user confirmed a version code lower than an existing one (else AM-0006). */
    confirmLowerCode: boolean({ default: false }),
  },
});

export type AppVersion = RecordOf<typeof appVersions>;
