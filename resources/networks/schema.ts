import { boolean, number, oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { networksPermissions } from './permissions';

export const connectionTypes = ['WIFI', 'ETHERNET'] as const;
export const ipTypes = ['DHCP', 'STATIC'] as const;
export const securityTypes = ['OPEN', 'WEP', 'WPA_PSK', 'WPA2_PSK', 'WPA3_SAE', 'WPA2_EAP'] as const;
export const encryptionStandards = ['NONE', 'TKIP', 'AES'] as const;

/** Settings only a wifi network has: an ethernet one shows none of them. */
const wifiOnly = { field: 'connectionType', equals: ['WIFI'] } as const;

/**
 * Wifi and ethernet networks pushed to terminals, tried in one priority order (each priority held
 * by one network, resources/networks/hooks.ts). Reached from the settings hub: every signed-in
 * user reads them (no route permission, spec section 2); writing needs the networks permission.
 */
export const networks = defineResource({
  name: 'networks',
  route: 'settings/networks',
  service: 'parameters',
  path: 'api/v1/ConnectionParameters/wifi',
  permissionPairs: networksPermissions,
  permissions: { read: [], write: networksPermissions.networks.write },
  label: 'alias',
  defaultSort: { field: 'priority', order: 'ASC' },
  fields: {
    alias: text({ required: true, max: 50, list: true, filter: true, sort: true, search: true, unique: 'PM-0002' }),
    connectionType: oneOf(connectionTypes, { required: true, default: 'WIFI', list: true, filter: true }),
    ssid: text({
      requiredWhen: wifiOnly,
      shownWhen: wifiOnly,
      max: 32,
      list: true,
      filter: true,
      sort: true,
      search: true,
    }),
    bssid: text({ format: 'bssid', shownWhen: wifiOnly }),
    securityType: oneOf(securityTypes, {
      requiredWhen: wifiOnly,
      shownWhen: wifiOnly,
      default: 'WPA2_PSK',
      list: true,
      filter: true,
    }),
    encryption: oneOf(encryptionStandards, { requiredWhen: wifiOnly, shownWhen: wifiOnly, default: 'AES', list: true }),
    user: text({
      max: 64,
      shownWhen: wifiOnly,
      requiredWhen: { field: 'securityType', equals: ['WPA2_EAP'], code: 'PM-0029' },
    }),
    password: text({
      secret: true,
      max: 64,
      shownWhen: wifiOnly,
      requiredWhen: { field: 'securityType', equals: ['WEP', 'WPA_PSK', 'WPA2_PSK', 'WPA3_SAE', 'WPA2_EAP'] },
    }),
    ipType: oneOf(ipTypes, { required: true, default: 'DHCP', list: true, filter: true }),
    ipAddress: text({ format: 'ip', requiredWhen: { field: 'ipType', equals: ['STATIC'] } }),
    netmask: text({ format: 'netmask', requiredWhen: { field: 'ipType', equals: ['STATIC'] } }),
    gateway: text({ format: 'ip', formatCode: 'PM-0033', requiredWhen: { field: 'ipType', equals: ['STATIC'] } }),
    dns1: text({ format: 'ip' }),
    dns2: text({ format: 'ip' }),
    priority: number({ required: true, integer: true, min: 1, max: 100, default: 1, list: true, sort: true }),
    enabled: boolean({ default: true, list: true, filter: true }),
    commerceId: reference('commerces', { filter: true }),
  },
});

export type Network = RecordOf<typeof networks>;
