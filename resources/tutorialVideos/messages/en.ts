import type { ResourceMessages } from '../../core/messageTypes';
import { videoMessages } from '../videoMessages/en';
import type { tutorialVideos } from '../schema';

export const messages = {
  name: { one: 'Tutorial video', other: 'Tutorial videos' },
  fields: { ...videoMessages.fields, categoryId: 'Category' },
  groups: {},
  choices: videoMessages.choices,
  help: videoMessages.help,
} satisfies ResourceMessages<typeof tutorialVideos>;
