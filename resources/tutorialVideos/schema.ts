import { dateTime, image, number, oneOf, reference, someOf, text } from '../core/fields';
import { contentLanguages } from '../core/languages';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { tutorialVideosPermissions } from './permissions';

export const tutorialVideos = defineResource({
  name: 'tutorialVideos',
  route: 'tutorial-video',
  service: 'app',
  path: 'api/v1/video/tutorial/tutorials',
  permissionPairs: tutorialVideosPermissions,
  permissions: tutorialVideosPermissions.marketTutorialVideo,
  menu: { group: 'market', order: 7, flag: 'CAN_MANAGE_TUTORIAL_VIDEO' },
  label: 'title',
  defaultSort: { field: 'orderNumber', order: 'ASC' },
  fields: {
    title: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    categoryId: reference('tutorialVideoCategories', { required: true, list: true, filter: true }),
    videoUrl: text({ required: true, max: 300 }),
    thumbnail: image(),
    languages: someOf(contentLanguages, { required: true, min: 1, list: true, filter: true }),
    defaultLanguage: oneOf(contentLanguages, {
      required: true,
      default: 'es',
      memberOf: { field: 'languages', code: 'AM-0020' },
    }),
    deactivationDate: dateTime({ list: true, sort: true }),
    orderNumber: number({ integer: true, min: 1, list: true, sort: true }),
  },
});

export type TutorialVideo = RecordOf<typeof tutorialVideos>;
