import type { ResourceMessages } from '../../core/messageTypes';
import { videoMessages } from '../../tutorialVideos/videoMessages/pt';
import type { onboardingVideos } from '../schema';

export const messages = {
  name: { one: 'Vídeo de boas-vindas', other: 'Vídeos de boas-vindas' },
  fields: { ...videoMessages.fields },
  groups: {},
  choices: videoMessages.choices,
  help: videoMessages.help,
} satisfies ResourceMessages<typeof onboardingVideos>;
