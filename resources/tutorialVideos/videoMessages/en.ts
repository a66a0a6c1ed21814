/** The texts the video resources share (onboarding and tutorial videos, their categories), in this language. */
export const videoMessages = {
  fields: {
    title: 'Title',
    videoUrl: 'Video',
    thumbnail: 'Thumbnail',
    languages: 'Languages',
    defaultLanguage: 'Default language',
    deactivationDate: 'Deactivation date',
    orderNumber: 'Display order',
  },
  choices: {
    languages: { es: 'Spanish', en: 'English', pt: 'Portuguese' },
    defaultLanguage: { es: 'Spanish', en: 'English', pt: 'Portuguese' },
  },
  help: {
    defaultLanguage: 'Must be one of the selected languages.',
    deactivationDate: 'From this date and time the video is no longer shown.',
    orderNumber: 'Videos are shown from the lowest number to the highest.',
  },
};
