import type { ResourceMessages } from '../../core/messageTypes';
import { videoMessages } from '../../tutorialVideos/videoMessages/en';
import type { onboardingVideos } from '../schema';

export const messages = {
  name: { one: 'Onboarding video', other: 'Onboarding videos' },
  fields: { ...videoMessages.fields },
  groups: {},
  choices: videoMessages.choices,
  help: videoMessages.help,
} satisfies ResourceMessages<typeof onboardingVideos>;
