import type { ResourceMessages } from '../../core/messageTypes';
import type { tutorialVideos } from '../schema';

export const messages = {
  name: { one: 'Video tutorial', other: 'Videos tutoriales' },
  fields: {
    title: 'Título',
    categoryId: 'Categoría',
    videoUrl: 'Video',
    thumbnail: 'Miniatura',
    languages: 'Idiomas',
    defaultLanguage: 'Idioma predeterminado',
    deactivationDate: 'Fecha de desactivación',
    orderNumber: 'Orden de aparición',
  },
  groups: {},
  choices: {
    languages: { es: 'Español', en: 'Inglés', pt: 'Portugués' },
    defaultLanguage: { es: 'Español', en: 'Inglés', pt: 'Portugués' },
  },
  help: {
    defaultLanguage: 'Debe ser uno de los idiomas seleccionados.',
    deactivationDate: 'A partir de esta fecha y hora el video deja de mostrarse.',
    orderNumber: 'Los videos se muestran de menor a mayor número.',
  },
} satisfies ResourceMessages<typeof tutorialVideos>;
