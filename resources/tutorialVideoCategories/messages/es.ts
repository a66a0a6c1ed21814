import type { ResourceMessages } from '../../core/messageTypes';
import { videoMessages } from '../../tutorialVideos/videoMessages/es';
import type { tutorialVideoCategories } from '../schema';

export const messages = {
  name: { one: 'Categoría de videos tutoriales', other: 'Categorías de videos tutoriales' },
  fields: {
    name: 'Nombre',
    image: 'Imagen',
    videoUrl: 'Video',
    languages: videoMessages.fields.languages,
    defaultLanguage: videoMessages.fields.defaultLanguage,
    orderNumber: 'Orden de aparición',
  },
  groups: {},
  choices: videoMessages.choices,
  help: {
    image: 'La categoría necesita una imagen y un video.',
    defaultLanguage: videoMessages.help.defaultLanguage,
    orderNumber: 'Las categorías se muestran de menor a mayor número.',
  },
} satisfies ResourceMessages<typeof tutorialVideoCategories>;
