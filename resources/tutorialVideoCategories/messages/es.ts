import type { ResourceMessages } from '../../core/messageTypes';
import type { tutorialVideoCategories } from '../schema';

export const messages = {
  name: { one: 'Categoría de videos tutoriales', other: 'Categorías de videos tutoriales' },
  fields: {
    name: 'Nombre',
    image: 'Imagen',
    videoUrl: 'Video',
    languages: 'Idiomas',
    defaultLanguage: 'Idioma predeterminado',
    orderNumber: 'Orden de aparición',
  },
  groups: {},
  choices: {
    languages: { es: 'Español', en: 'Inglés', pt: 'Portugués' },
    defaultLanguage: { es: 'Español', en: 'Inglés', pt: 'Portugués' },
  },
  help: {
    image: 'La categoría necesita una imagen y un video.',
    defaultLanguage: 'Debe ser uno de los idiomas seleccionados.',
    orderNumber: 'Las categorías se muestran de menor a mayor número.',
  },
} satisfies ResourceMessages<typeof tutorialVideoCategories>;
