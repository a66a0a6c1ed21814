import { boolean, number, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

/**
 * What a commerce sells through its terminals (the commerce's products tab, which only entities
 * 9 and 3 have: spec section 4, abilities per entity).
 */
export const commerceProducts = defineResource({
  name: 'commerceProducts',
  service: 'commerce',
  path: 'api/Commerce/products',
  permissions: { read: 'COMMERCE_PRODUCTS', write: 'COMMERCE_PRODUCTS' },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    commerceId: reference('commerces', { required: true, filter: true }),
    code: text({ required: true, max: 20, format: 'alphanumeric', filter: true, sort: true, search: true }),
    name: text({ required: true, max: 100, filter: true, sort: true, search: true }),
    price: number({ required: true, min: 0, exclusiveMin: true, decimals: 2, sort: true }),
    active: boolean({ default: true, filter: true }),
  },
});

export type CommerceProduct = RecordOf<typeof commerceProducts>;
