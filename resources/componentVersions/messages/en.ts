import type { ResourceMessages } from '../../core/messageTypes';
import type { componentVersions } from '../schema';

export const messages = {
  name: { one: 'Component version', other: 'Component versions' },
  fields: {
    componentId: 'Component',
    versionName: 'Version',
    versionCode: 'Version code',
    binaryFileId: 'Binary',
    binaryUrl: 'Binary',
    allowedTerminalIds: 'Allowed terminals',
    note: 'Notes',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof componentVersions>;
