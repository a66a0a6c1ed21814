import type { ResourceMessages } from '../../core/messageTypes';
import type { components } from '../schema';

export const messages = {
  name: { one: 'System component', other: 'System components' },
  fields: {
    name: 'Name',
    type: 'Type',
    packageName: 'Package name',
    currentVersion: 'Current version',
    modelIds: 'Terminal models',
    description: 'Description',
  },
  groups: {},
  choices: {
    type: {
      FIRMWARE: 'Firmware',
      LAUNCHER: 'Launcher',
      SERVICE: 'Service',
      LIBRARY: 'Library',
      DRIVER: 'Driver',
    },
  },
} satisfies ResourceMessages<typeof components>;
