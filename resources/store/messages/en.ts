import type { ResourceMessages } from '../../core/messageTypes';
import type { store } from '../schema';

export const messages = {
  name: { one: 'Store entry', other: 'Store' },
  fields: {
    section: 'Section',
    appId: 'App',
    categoryId: 'Category',
    position: 'Position',
    active: 'Active',
  },
  groups: {},
  choices: {
    section: { TOP: 'Top apps', CATEGORY: 'By category', JUST_FOR_YOU: 'Just for you' },
  },
  help: {
    categoryId: 'Used by the “By category” section.',
    position: 'Lower positions are shown first.',
  },
} satisfies ResourceMessages<typeof store>;
