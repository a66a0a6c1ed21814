import type { ResourceMessages } from '../core/messageTypes';
import type { tutorialVideoCategories } from './schema';

export const messages = {
  es: {
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
  },
  en: {
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
  },
  pt: {
    name: { one: 'Categoria de vídeos tutoriais', other: 'Categorias de vídeos tutoriais' },
    fields: {
      name: 'Nome',
      image: 'Imagem',
      videoUrl: 'Vídeo',
      languages: 'Idiomas',
      defaultLanguage: 'Idioma padrão',
      orderNumber: 'Ordem de exibição',
    },
    groups: {},
    choices: {
      languages: { es: 'Espanhol', en: 'Inglês', pt: 'Português' },
      defaultLanguage: { es: 'Espanhol', en: 'Inglês', pt: 'Português' },
    },
    help: {
      image: 'A categoria precisa de uma imagem e de um vídeo.',
      defaultLanguage: 'Deve ser um dos idiomas selecionados.',
      orderNumber: 'As categorias são exibidas do menor para o maior número.',
    },
  },
} satisfies ResourceMessages<typeof tutorialVideoCategories>;
