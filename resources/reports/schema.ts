import { oneOf, references, someOf, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { connectionTypes } from '../terminals/schema';
import { reportKinds } from './reportKinds';

/** The entities a report may cover (spec section 3, entity ids with special meaning). */
export const reportEntities = ['9', '2', '3', '4', '6'] as const;

/**
 * Saved report definitions: a terminal report (its brands, models, entities, connection type and
 * Android version are the filters) or a user, commerce or Artemis report of the entity.
 */
export const reports = defineResource({
  name: 'reports',
  route: 'Reports',
  service: 'reports',
  path: 'api/v1/Report',
  permissions: { read: 'REPORTES', write: 'REPORTES' },
  menu: { group: 'reports', order: 1 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    kind: oneOf(reportKinds, { required: true, default: 'terminal', list: true, filter: true }),
    brandIds: references('brands', { list: true }),
    modelIds: references('models', { list: true }),
    entities: someOf(reportEntities, { list: true }),
    connectionType: oneOf(connectionTypes, { list: true, filter: true }),
    androidVersion: text({ max: 10, list: true, filter: true }),
  },
});

export type Report = RecordOf<typeof reports>;
