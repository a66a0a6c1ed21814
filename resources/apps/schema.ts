import { boolean, groups, image, number, oneOf, reference, references, strings, text } from '../core/fields';
import { contentLanguages } from '../core/languages';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { appsPermissions } from './permissions';

export const appStates = ['AVAILABLE', 'PILOT', 'ACTIVE', 'INACTIVE'] as const;
export const hiringTypes = ['FREE', 'SUBSCRIPTION'] as const;
export const MAX_SCREENSHOTS = 5;

export const apps = defineResource({
  name: 'apps',
  route: 'appmanagement',
  service: 'app',
  path: 'api/v1/Application',
  permissionPairs: appsPermissions,
  permissions: { ...appsPermissions.app, editPage: 'read' },
  menu: { group: 'market', order: 1 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    packageName: text({
      required: true,
      max: 150,
      pattern: { regex: '^[a-zA-Z][a-zA-Z0-9_]*(\\.[a-zA-Z][a-zA-Z0-9_]*)+$', code: 'validation.format.packageName' },
      list: true,
      filter: true,
      sort: true,
      search: true,
      unique: 'PM-0006',
    }),
    categoryId: reference('categories', { list: true, filter: true }),
    developerId: reference('developers', { list: true, filter: true }),
    state: oneOf(appStates, { required: true, default: 'AVAILABLE', list: true, filter: true, sort: true }),
    website: text({ max: 200, format: 'url' }),
    icon: image(),
    coverImage: image(),
    screenshots: strings({ max: MAX_SCREENSHOTS, maxCode: 'AM-0005' }),
    termsDocument: text({ max: 300 }),
    hiringType: oneOf(hiringTypes, { required: true, default: 'FREE', filter: true }),
    price: number({ min: 0, decimals: 2 }),
    allowUninstall: boolean({ default: true }),
    forceFirstLaunch: boolean({ default: false }),
    allowAutoUpdate: boolean({ default: true }),
    installOnTransaction: boolean({ default: false }),
    showOnDesktop: boolean({ default: true }),
    modelIds: references('models', { filter: true }),
    economicSectorIds: references('economicSectors', { filter: true }),
    translations: groups(
      {
        language: oneOf(contentLanguages, { required: true }),
        name: text({ required: true, max: 100 }),
        description: text({ max: 2000, multiline: true }),
      },
      { distinct: { field: 'language', code: 'AM-0021' } },
    ),
  },
});

export type App = RecordOf<typeof apps>;
