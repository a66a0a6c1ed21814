import { boolean, references, text, identifier } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { partnersPermissions } from './permissions';

/**
 * Partner integrators: their access covers all the entity's commerces unless some are assigned
 * (`commerceIds`); then only those (spec section 6).
 */
export const partners = defineResource({
  name: 'partners',
  route: 'partner',
  service: 'commerce',
  path: 'api/v1/partner',
  permissionPairs: partnersPermissions,
  permissions: partnersPermissions.partner,
  menu: { group: 'partners', order: 1 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    code: identifier('IS-0006'),
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    email: text({ max: 100, format: 'email', list: true, search: true }),
    active: boolean({ default: true, list: true, filter: true }),
    commerceIds: references('commerces', { filter: true }),
  },
});

export type Partner = RecordOf<typeof partners>;
