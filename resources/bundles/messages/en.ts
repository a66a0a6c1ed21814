import type { ResourceMessages } from '../../core/messageTypes';
import type { bundles } from '../schema';

export const messages = {
  name: { one: 'Bundle', other: 'Bundles' },
  fields: {
    name: 'Name',
    version: 'Version',
    description: 'Description',
    active: 'Active',
    apps: {
      appId: 'App',
      versionId: 'App version',
      installOrder: 'Install order',
      codependent: 'Codependent',
    },
  },
  groups: { apps: 'Bundle apps' },
  choices: {},
  help: { apps: 'Add at least one app; apps are installed by their install order.' },
} satisfies ResourceMessages<typeof bundles>;
