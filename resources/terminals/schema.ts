import { terminalParameterActions } from '../profiles/terminal/terminalParameterActions';
import { boolean, dateTime, group, number, oneOf, reference, references, strings, text } from '../core/fields';
import { commandPermissions } from '../terminalsHistory/rules';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { terminalsPermissions } from './permissions';

export const connectionTypes = ['WIFI', 'ETHERNET', 'MOBILE'] as const;
export const SERIAL_PATTERN = '^[A-Z0-9]{6,20}$';
export const MAX_TAGS_PER_TERMINAL = 5;
export const MAX_ALIAS_LENGTH = 150;

/** Entity configuration key: minutes after its last connection during which a terminal is online. */
export const ONLINE_MINUTES_KEY = 'TERMINAL_ONLINE_MINUTES';
/** The spec leaves the window open (section 9: 'not shown'); 10 minutes unless the entity says otherwise. */
export const DEFAULT_ONLINE_MINUTES = 10;
/** List filter keys the generic dialect cannot say: `online` (true/false) and `deleted` (absent counts as false). */
export const ONLINE_FILTER = 'online';
export const DELETED_FILTER = 'deleted';

export const onlineWindowMinutes = (config: Readonly<Record<string, string | undefined>>): number => {
  const minutes = Number(config[ONLINE_MINUTES_KEY]);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_ONLINE_MINUTES;
};

/** The oldest last connection (ISO time) that still counts as online at `now`. */
export const onlineSince = (now: number, minutes: number): string => new Date(now - minutes * 60_000).toISOString();

/** Online: connected at or after `since` (ISO times compare as text); never connected is offline. */
export const isOnline = (lastConnectionDate: unknown, since: string): boolean =>
  typeof lastConnectionDate === 'string' && lastConnectionDate >= since;

export const terminals = defineResource({
  name: 'terminals',
  route: 'Terminal',
  service: 'terminal',
  path: 'api/v1/Terminal',
  listPath: 'api/v1/Terminal/list',
  permissionPairs: terminalsPermissions,
  permissions: {
    ...terminalsPermissions.terminals,
    delete: commandPermissions.HARD_DELETE,
    actions: { ...commandPermissions, ...terminalParameterActions },
  },
  menu: { group: 'terminals', order: 1 },
  label: 'serialNumber',
  fields: {
    serialNumber: text({
      required: true,
      pattern: { regex: SERIAL_PATTERN, code: 'TM-0001' },
      list: true,
      filter: true,
      sort: true,
      search: true,
      unique: 'TM-0008',
    }),
    alias: text({ max: MAX_ALIAS_LENGTH, maxCode: 'TM-0006', list: true, filter: true, sort: true, search: true }),
    commerceId: reference('commerces', { required: true, list: true, filter: true }),
    groupId: reference('groups', { filter: true }),
    brandId: reference('brands', { required: true, list: true, filter: true }),
    modelId: reference('models', { required: true, list: true, filter: true }),
    profileId: reference('profiles', { filter: true }),
    tagIds: references('tags', { max: MAX_TAGS_PER_TERMINAL, maxCode: 'TM-0003', filter: true }),
    owner: text({ max: 100 }),
    distributor: text({ max: 100 }),
    /** The warehouse holding the terminal, out of service at its last commerce (set by the commerce's terminal moves). */
    warehouseId: number({ readOnly: true, integer: true, filter: true }),
    connectionType: oneOf(connectionTypes, { readOnly: true, list: true, filter: true, sort: true }),
    androidVersion: text({ readOnly: true, list: true, filter: true, sort: true }),
    lastConnectionDate: dateTime({ readOnly: true, list: true, sort: true }),
    imei: text({ readOnly: true, search: true }),
    simSerial: text({ readOnly: true }),
    mac: text({ readOnly: true }),
    ipv4: text({ readOnly: true }),
    ipv6: text({ readOnly: true }),
    compilationNumber: text({ readOnly: true }),
    language: text({ max: 10 }),
    timeZone: text({ max: 50 }),
    storageMb: number({ readOnly: true, unit: 'MB' }),
    freeStorageMb: number({ readOnly: true, unit: 'MB' }),
    batteryLevel: number({ readOnly: true, unit: '%', list: true, sort: true }),
    chargingThreshold: number({ integer: true, min: 0, max: 100, unit: '%' }),
    brightness: number({ integer: true, min: 0, max: 100, unit: '%' }),
    volume: number({ integer: true, min: 0, max: 100, unit: '%' }),
    location: group(
      { latitude: number({ readOnly: true }), longitude: number({ readOnly: true }) },
      { readOnly: true },
    ),
    lastLocationDate: dateTime({ readOnly: true }),
    wifiSsid: text({ readOnly: true }),
    firmware: group(
      {
        androidApiLevel: number({ readOnly: true }),
        emvPackageVersions: strings({ readOnly: true }),
        kernel: text({ readOnly: true }),
        kmsVersion: text({ readOnly: true }),
        secureModule: text({ readOnly: true }),
      },
      { readOnly: true },
    ),
    deleted: boolean({ readOnly: true, filter: true }),
  },
});

export type Terminal = RecordOf<typeof terminals>;
