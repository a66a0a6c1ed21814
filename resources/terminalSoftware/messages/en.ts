import type { ResourceMessages } from '../../core/messageTypes';
import type { terminalSoftware } from '../schema';

export const messages = {
  name: { one: 'Installed software', other: 'Installed software' },
  fields: {
    terminalId: 'Terminal',
    kind: 'Kind',
    name: 'Name',
    packageName: 'Package',
    version: 'Version',
    sourceId: 'Source',
    installedAt: 'Installed at',
  },
  groups: {},
  choices: { kind: { APP: 'App', COMPONENT: 'Component', FIRMWARE: 'Firmware' } },
} satisfies ResourceMessages<typeof terminalSoftware>;
