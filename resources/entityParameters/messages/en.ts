import type { ResourceMessages } from '../../core/messageTypes';
import type { entityParameters } from '../schema';

export const messages = {
  name: { one: 'Entity parameter', other: 'Entity parameters' },
  fields: {
    name: 'Name',
    type: 'Type',
    value: 'Value',
    appId: 'App',
    description: 'Description',
  },
  groups: {},
  choices: {
    type: { STRING: 'Text', NUMBER: 'Number', BOOLEAN: 'Boolean', JSON: 'JSON' },
  },
  help: { name: 'Letters, digits and underscores only.' },
} satisfies ResourceMessages<typeof entityParameters>;
