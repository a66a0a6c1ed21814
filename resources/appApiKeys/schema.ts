import { boolean, dateTime, reference, text } from '../core/fields';
import { appsPermissions } from '../apps/permissions';
import { defineResource, type RecordOf } from '../core/resourceSchema';

/**
 * An app's API keys, apart from the app record so that reading an app never reveals one. The key
 * is answered once, when generated, and stored only as its hash; generating and switching a key
 * have their own paths under the app (the engine lists them).
 */
export const appApiKeys = defineResource({
  name: 'appApiKeys',
  service: 'app',
  path: 'api/v1/Application/api-keys',
  permissions: appsPermissions.applicationApiKey,
  label: 'prefix',
  operations: { create: false, edit: false, delete: false },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  fields: {
    appId: reference('apps', { required: true, list: true, filter: true }),
    /** The key's first characters, to tell keys apart; the rest is never shown again. */
    prefix: text({ readOnly: true, list: true, search: true }),
    keyHash: text({ secret: true, readOnly: true }),
    apiKeyIsActive: boolean({ readOnly: true, list: true }),
    expirationDate: dateTime({ readOnly: true, list: true, sort: true }),
    createdAt: dateTime({ readOnly: true, list: true, sort: true }),
  },
});

export type AppApiKey = RecordOf<typeof appApiKeys>;
