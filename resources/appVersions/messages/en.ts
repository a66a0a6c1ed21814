import type { ResourceMessages } from '../../core/messageTypes';
import type { appVersions } from '../schema';

export const messages = {
  name: { one: 'App version', other: 'App versions' },
  fields: {
    appId: 'App',
    versionName: 'Version name',
    versionCode: 'Version code',
    note: 'Notes',
    state: 'State',
    binaryFileId: 'Binary file (APK)',
    binaryUrl: 'Binary',
    installationCount: 'Installations',
    authorizedTerminalIds: 'Authorized terminals',
    keepPilotTerminals: 'Keep pilot terminals',
    keepAuthorizedTerminals: 'Keep the list when the pilot goes active',
    confirmLowerCode: 'Confirm lower version code',
  },
  groups: {},
  choices: {
    state: { NOT_DEFINED: 'Available', PILOT: 'Pilot', ACTIVE: 'Active', INACTIVE: 'Inactive' },
  },
  help: {
    versionCode: 'Whole number; a code lower than an existing version’s needs confirmation.',
    state: 'An inactive version cannot be installed, and only a system administrator can re-enable it.',
    keepPilotTerminals: 'Creating a new pilot version ends the previous pilot; check this to keep its terminals.',
  },
} satisfies ResourceMessages<typeof appVersions>;
