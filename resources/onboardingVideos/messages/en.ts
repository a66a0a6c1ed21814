import type { ResourceMessages } from '../../core/messageTypes';
import type { onboardingVideos } from '../schema';

export const messages = {
  name: { one: 'Onboarding video', other: 'Onboarding videos' },
  fields: {
    title: 'Title',
    videoUrl: 'Video',
    thumbnail: 'Thumbnail',
    languages: 'Languages',
    defaultLanguage: 'Default language',
    deactivationDate: 'Deactivation date',
    orderNumber: 'Display order',
  },
  groups: {},
  choices: {
    languages: { es: 'Spanish', en: 'English', pt: 'Portuguese' },
    defaultLanguage: { es: 'Spanish', en: 'English', pt: 'Portuguese' },
  },
  help: {
    defaultLanguage: 'Must be one of the selected languages.',
    deactivationDate: 'From this date and time the video is no longer shown.',
    orderNumber: 'Videos are shown from the lowest number to the highest.',
  },
} satisfies ResourceMessages<typeof onboardingVideos>;
