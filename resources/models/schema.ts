import { image, number, oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { modelsPermissions } from './permissions';

export const deviceTypes = ['POS', 'MPOS', 'SMART_POS', 'PIN_PAD', 'KIOSK'] as const;

export const models = defineResource({
  name: 'models',
  route: 'model',
  service: 'terminal',
  path: 'api/v1/TerminalModel',
  permissionPairs: modelsPermissions,
  permissions: modelsPermissions.models,
  menu: { group: 'administration', order: 7 },
  scope: 'global',
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 50, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    brandId: reference('brands', { required: true, list: true, filter: true }),
    deviceType: oneOf(deviceTypes, { required: true, list: true, filter: true, sort: true }),
    screenResolution: text({
      max: 20,
      list: true,
      pattern: { regex: '^\\d{2,5}x\\d{2,5}$', code: 'validation.format.resolution' },
    }),
    storageMb: number({ integer: true, min: 1, unit: 'MB', list: true, sort: true }),
    photo: image({ list: true }),
  },
});

export type Model = RecordOf<typeof models>;
