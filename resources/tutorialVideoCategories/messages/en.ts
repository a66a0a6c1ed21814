import type { ResourceMessages } from '../../core/messageTypes';
import { videoMessages } from '../../tutorialVideos/videoMessages/en';
import type { tutorialVideoCategories } from '../schema';

export const messages = {
  name: { one: 'Tutorial video category', other: 'Tutorial video categories' },
  fields: {
    name: 'Name',
    image: 'Image',
    videoUrl: 'Video',
    languages: videoMessages.fields.languages,
    defaultLanguage: videoMessages.fields.defaultLanguage,
    orderNumber: 'Display order',
  },
  groups: {},
  choices: videoMessages.choices,
  help: {
    image: 'A category needs both an image and a video.',
    defaultLanguage: videoMessages.help.defaultLanguage,
    orderNumber: 'Categories are shown from the lowest number to the highest.',
  },
} satisfies ResourceMessages<typeof tutorialVideoCategories>;
