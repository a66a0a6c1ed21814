import type { ResourceMessages } from '../../core/messageTypes';
import { videoMessages } from '../videoMessages/es';
import type { tutorialVideos } from '../schema';

export const messages = {
  name: { one: 'Video tutorial', other: 'Videos tutoriales' },
  fields: { ...videoMessages.fields, categoryId: 'Categoría' },
  groups: {},
  choices: videoMessages.choices,
  help: videoMessages.help,
} satisfies ResourceMessages<typeof tutorialVideos>;
