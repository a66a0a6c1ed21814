import { dateTime, image, number, oneOf, someOf, text } from '../core/fields';
import { contentLanguages } from '../core/languages';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { onboardingVideosPermissions } from './permissions';

export const onboardingVideos = defineResource({
  name: 'onboardingVideos',
  route: 'onboarding',
  service: 'app',
  path: 'api/v1/video/promotional',
  permissionPairs: onboardingVideosPermissions,
  permissions: onboardingVideosPermissions.onboardingVideos,
  menu: { group: 'market', order: 5, flag: 'CAN_MANAGE_PROMOTIONAL_VIDEO' },
  label: 'title',
  defaultSort: { field: 'orderNumber', order: 'ASC' },
  fields: {
    title: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    videoUrl: text({ required: true, max: 300 }),
    thumbnail: image({ list: true }),
    languages: someOf(contentLanguages, { required: true, min: 1, list: true, filter: true }),
    defaultLanguage: oneOf(contentLanguages, {
      required: true,
      default: 'es',
      memberOf: { field: 'languages', code: 'AM-0020' },
      list: true,
    }),
    deactivationDate: dateTime({ list: true, sort: true }),
    orderNumber: number({ integer: true, min: 1, list: true, sort: true }),
  },
});

export type OnboardingVideo = RecordOf<typeof onboardingVideos>;
