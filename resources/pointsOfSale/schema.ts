import { boolean, reference, text, identifier } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

export const pointsOfSale = defineResource({
  name: 'pointsOfSale',
  route: 'pointsofsale',
  service: 'commerce',
  path: 'api/v1/PointOfSale',
  permissions: { read: 'PUNTO_DE_VENTA', write: 'PUNTO_DE_VENTA' },
  menu: { group: 'commerce', order: 9 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    code: identifier('PM-0006'),
    commerceId: reference('commerces', { required: true, list: true, filter: true }),
    branchId: reference('branches', { list: true, filter: true }),
    address: text({ max: 200 }),
    active: boolean({ default: true, list: true, filter: true }),
  },
});

export type PointOfSale = RecordOf<typeof pointsOfSale>;
