import { oneOf, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { profilesPermissions } from './permissions';

/** A profile becomes active once its parameters are configured (spec section 4). */
export const profileStatuses = ['ACTIVE', 'INACTIVE'] as const;

/** Parameter profiles (global parameters) assigned to terminals. */
export const profiles = defineResource({
  name: 'profiles',
  route: 'Profiles',
  service: 'terminal',
  path: 'api/v1/Profile',
  permissionPairs: profilesPermissions,
  permissions: profilesPermissions.profileConfiguration,
  menu: { group: 'administration', order: 5 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true, unique: 'TM-0005' }),
    description: text({ max: 300, multiline: true, list: true }),
    status: oneOf(profileStatuses, { readOnly: true, list: true, filter: true, sort: true }),
  },
});

export type Profile = RecordOf<typeof profiles>;
