import type { ResourceMessages } from '../../core/messageTypes';
import { videoMessages } from '../../tutorialVideos/videoMessages/es';
import type { onboardingVideos } from '../schema';

export const messages = {
  name: { one: 'Video de bienvenida', other: 'Videos de bienvenida' },
  fields: { ...videoMessages.fields },
  groups: {},
  choices: videoMessages.choices,
  help: videoMessages.help,
} satisfies ResourceMessages<typeof onboardingVideos>;
