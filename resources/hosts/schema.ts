import { boolean, number, oneOf, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { hostsPermissions } from './permissions';

/** The authorisation hosts a terminal routes to (spec section 3, terminal parameters). */
export const hostTypes = [
  'CREDIT',
  'AMEX',
  'MAESTRO',
  'DCC',
  'SIUBEN',
  'WALLET',
  'FIDELIUM',
  'TOLL',
  'FISCAL_PRINTER',
] as const;

/**
 * Host configuration at /settings/host, referenced by card types: every signed-in user reads it
 * (no route permission, spec section 2); writing needs the host configuration permission.
 */
export const hosts = defineResource({
  name: 'hosts',
  route: 'settings/host',
  service: 'parameters',
  path: 'api/v1/Hosts',
  permissionPairs: hostsPermissions,
  permissions: { read: [], write: hostsPermissions.hostConfiguration.write },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 60, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    type: oneOf(hostTypes, { required: true, list: true, filter: true }),
    ip: text({ required: true, format: 'ip', list: true }),
    port: number({ required: true, integer: true, min: 1, max: 65535, list: true }),
    nii: text({ format: 'numeric', min: 3, max: 3 }),
    tpdu: text({ format: 'hex', min: 10, max: 10 }),
    tls: boolean({ default: true, list: true }),
  },
});

export type Host = RecordOf<typeof hosts>;
