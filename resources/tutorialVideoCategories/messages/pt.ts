import type { ResourceMessages } from '../../core/messageTypes';
import { videoMessages } from '../../tutorialVideos/videoMessages/pt';
import type { tutorialVideoCategories } from '../schema';

export const messages = {
  name: { one: 'Categoria de vídeos tutoriais', other: 'Categorias de vídeos tutoriais' },
  fields: {
    name: 'Nome',
    image: 'Imagem',
    videoUrl: 'Vídeo',
    languages: videoMessages.fields.languages,
    defaultLanguage: videoMessages.fields.defaultLanguage,
    orderNumber: 'Ordem de exibição',
  },
  groups: {},
  choices: videoMessages.choices,
  help: {
    image: 'A categoria precisa de uma imagem e de um vídeo.',
    defaultLanguage: videoMessages.help.defaultLanguage,
    orderNumber: 'As categorias são exibidas do menor para o maior número.',
  },
} satisfies ResourceMessages<typeof tutorialVideoCategories>;
