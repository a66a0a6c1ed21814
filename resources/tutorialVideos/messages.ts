import type { ResourceMessages } from '../core/messageTypes';
import type { tutorialVideos } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'Tutorial video', other: 'Tutorial videos' },
    fields: {
      title: 'Title',
      categoryId: 'Category',
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
  },
  pt: {
    name: { one: 'Vídeo tutorial', other: 'Vídeos tutoriais' },
    fields: {
      title: 'Título',
      categoryId: 'Categoria',
      videoUrl: 'Vídeo',
      thumbnail: 'Miniatura',
      languages: 'Idiomas',
      defaultLanguage: 'Idioma padrão',
      deactivationDate: 'Data de desativação',
      orderNumber: 'Ordem de exibição',
    },
    groups: {},
    choices: {
      languages: { es: 'Espanhol', en: 'Inglês', pt: 'Português' },
      defaultLanguage: { es: 'Espanhol', en: 'Inglês', pt: 'Português' },
    },
    help: {
      defaultLanguage: 'Deve ser um dos idiomas selecionados.',
      deactivationDate: 'A partir desta data e hora o vídeo deixa de ser exibido.',
      orderNumber: 'Os vídeos são exibidos do menor para o maior número.',
    },
  },
} satisfies ResourceMessages<typeof tutorialVideos>;
