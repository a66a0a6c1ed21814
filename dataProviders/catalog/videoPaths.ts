import { onboardingVideos } from '../../resources/onboardingVideos/schema';
import { tutorialVideoCategories } from '../../resources/tutorialVideoCategories/schema';
import { tutorialVideos } from '../../resources/tutorialVideos/schema';

/** Where each video resource's order is saved (spec section 7, Videos: update-order). */
export const orderPathOf: Record<string, string> = {
  [tutorialVideos.resource]: 'api/v1/video/tutorial/update-order',
  [tutorialVideoCategories.resource]: 'api/v1/video/tutorial/categories/update-order',
  [onboardingVideos.resource]: 'api/v1/video/promotional/update-order',
};

/** The schema path of each video resource, under which a language is removed. */
export const videoPathOf: Record<string, string> = {
  [tutorialVideos.resource]: tutorialVideos.path,
  [onboardingVideos.resource]: onboardingVideos.path,
};
