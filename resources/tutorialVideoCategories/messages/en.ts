import type { ResourceMessages } from '../../core/messageTypes';
import type { tutorialVideoCategories } from '../schema';

export const messages = {
  name: { one: 'Tutorial video category', other: 'Tutorial video categories' },
  fields: {
    name: 'Name',
    image: 'Image',
    videoUrl: 'Video',
    languages: 'Languages',
    defaultLanguage: 'Default language',
    orderNumber: 'Display order',
  },
  groups: {},
  choices: {
    languages: { es: 'Spanish', en: 'English', pt: 'Portuguese' },
    defaultLanguage: { es: 'Spanish', en: 'English', pt: 'Portuguese' },
  },
  help: {
    image: 'A category needs both an image and a video.',
    defaultLanguage: 'Must be one of the selected languages.',
    orderNumber: 'Categories are shown from the lowest number to the highest.',
  },
} satisfies ResourceMessages<typeof tutorialVideoCategories>;
