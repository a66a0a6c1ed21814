import { boolean, number, oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { PASSWORD_PATTERN, PASSWORD_RULES_CODE } from '../identity/passwordRules';
import { usersPermissions } from './permissions';

export const userStatuses = ['ACTIVE', 'INACTIVE', 'BLOCKED'] as const;
export const MAX_COOKIE_DAYS = 30;

export const users = defineResource({
  name: 'users',
  route: 'users',
  service: 'identity',
  path: 'api/v1/User',
  permissionPairs: usersPermissions,
  permissions: { ...usersPermissions.users, editPage: 'read' },
  menu: { group: 'administration', order: 2 },
  label: 'userName',
  defaultSort: { field: 'userName', order: 'ASC' },
  fields: {
    userName: text({ required: true, max: 50, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    firstName: text({ required: true, max: 50, list: true, filter: true, sort: true, search: true }),
    lastName: text({ required: true, max: 50, list: true, filter: true, sort: true, search: true }),
    email: text({
      required: true,
      max: 100,
      format: 'email',
      list: true,
      filter: true,
      search: true,
      unique: 'IS-0007',
    }),
    password: text({
      secret: true,
      requiredOnCreate: true,
      pattern: { regex: PASSWORD_PATTERN, code: PASSWORD_RULES_CODE },
    }),
    roleId: reference('roles', { required: true, list: true, filter: true }),
    status: oneOf(userStatuses, { required: true, default: 'ACTIVE', list: true, filter: true, sort: true }),
    twoFactorEnabled: boolean({ default: false, list: true, filter: true }),
    cookieExpirationDays: number({ integer: true, min: 1, max: MAX_COOKIE_DAYS, maxCode: 'IS-0019' }),
  },
});

export type User = RecordOf<typeof users>;
