import { date, number, oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { multimediaLocations } from './multimediaRules';
import { multimediaPermissions } from './permissions';

export const multimedia = defineResource({
  name: 'multimedia',
  route: 'multimedia',
  service: 'app',
  path: 'api/v1/Multimedia',
  permissionPairs: multimediaPermissions,
  permissions: multimediaPermissions.multimedia,
  menu: { group: 'market', order: 9 },
  label: 'fileName',
  fields: {
    placeId: text({ required: true, max: 50, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    fileName: text({ required: true, max: 150, list: true, filter: true, sort: true, search: true }),
    /** The uploaded image. */
    path: text({ max: 300 }),
    folder: text({ max: 100, list: true, filter: true }),
    width: number({ integer: true, min: 1, unit: 'px', list: true }),
    height: number({ integer: true, min: 1, unit: 'px', list: true }),
    validFrom: date({ list: true, sort: true, filter: true }),
    validTo: date({ after: 'validFrom', list: true, sort: true }),
    appId: reference('apps', { filter: true, list: true }),
    /** Where in the terminal the item shows (spec section 7: Multimedia and location). */
    location: oneOf(multimediaLocations, { required: true, default: 'HOME', list: true, filter: true }),
  },
});

export type Multimedia = RecordOf<typeof multimedia>;
