import { image, number, oneOf, someOf, text } from '../core/fields';
import { contentLanguages } from '../core/languages';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { tutorialVideosPermissions } from '../tutorialVideos/permissions';

export const tutorialVideoCategories = defineResource({
  name: 'tutorialVideoCategories',
  route: 'tutorial-video-categories',
  service: 'app',
  path: 'api/v1/video/tutorial/categories',
  permissions: tutorialVideosPermissions.marketTutorialVideo,
  menu: { group: 'market', order: 6, flag: 'CAN_MANAGE_TUTORIAL_VIDEO' },
  label: 'name',
  defaultSort: { field: 'orderNumber', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    // AM-0022: a tutorial category needs both its image and its video.
    image: image({ required: true, list: true }),
    videoUrl: text({ required: true, max: 300 }),
    languages: someOf(contentLanguages, { required: true, min: 1, list: true }),
    defaultLanguage: oneOf(contentLanguages, {
      required: true,
      default: 'es',
      memberOf: { field: 'languages', code: 'AM-0020' },
      list: true,
    }),
    orderNumber: number({ integer: true, min: 1, list: true, sort: true }),
  },
});

export type TutorialVideoCategory = RecordOf<typeof tutorialVideoCategories>;
