import { oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { entityParametersPermissions } from './permissions';

export const parameterTypes = ['STRING', 'NUMBER', 'BOOLEAN', 'JSON'] as const;

export const entityParameters = defineResource({
  name: 'entityParameters',
  route: 'entity-parameters',
  service: 'app',
  path: 'api/v1/ApplicationParameter',
  permissionPairs: entityParametersPermissions,
  permissions: entityParametersPermissions.entityParameters,
  menu: { group: 'market', order: 3, flag: 'CAN_CREATE_ENTITY_PARAMETERS' },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({
      required: true,
      max: 100,
      format: 'identifier',
      list: true,
      filter: true,
      sort: true,
      search: true,
      unique: 'PM-0006',
    }),
    type: oneOf(parameterTypes, { required: true, default: 'STRING', list: true, filter: true }),
    value: text({ required: true, max: 1000, list: true }),
    appId: reference('apps', { list: true, filter: true }),
    description: text({ max: 500, multiline: true }),
  },
});

export type EntityParameter = RecordOf<typeof entityParameters>;
