import type { ResourceMessages } from '../../core/messageTypes';
import type { tutorialVideoCategories } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof tutorialVideoCategories>;
