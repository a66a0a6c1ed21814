import type { ResourceMessages } from '../../core/messageTypes';
import type { tags } from '../schema';

export const messages = {
  name: { one: 'Tag', other: 'Tags' },
  fields: { name: 'Name', description: 'Description' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof tags>;
