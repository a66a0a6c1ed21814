import { oneOf, references, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { componentsPermissions } from './permissions';

export const componentTypes = ['FIRMWARE', 'LAUNCHER', 'SERVICE', 'LIBRARY', 'DRIVER'] as const;

export const components = defineResource({
  name: 'components',
  route: 'component',
  service: 'app',
  path: 'api/v1/Component',
  permissionPairs: componentsPermissions,
  permissions: componentsPermissions.systemComponent,
  menu: { group: 'market', order: 4 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    type: oneOf(componentTypes, { required: true, list: true, filter: true, sort: true }),
    packageName: text({ max: 150, list: true, search: true }),
    /** The version of the highest code, moved by each new version (resources/componentVersions/hooks.ts). */
    currentVersion: text({ max: 30, list: true, readOnly: true }),
    modelIds: references('models', { filter: true }),
    description: text({ max: 500, multiline: true }),
  },
});

export type Component = RecordOf<typeof components>;
