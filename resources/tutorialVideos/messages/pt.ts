import type { ResourceMessages } from '../../core/messageTypes';
import { videoMessages } from '../videoMessages/pt';
import type { tutorialVideos } from '../schema';

export const messages = {
  name: { one: 'Vídeo tutorial', other: 'Vídeos tutoriais' },
  fields: { ...videoMessages.fields, categoryId: 'Categoria' },
  groups: {},
  choices: videoMessages.choices,
  help: videoMessages.help,
} satisfies ResourceMessages<typeof tutorialVideos>;
