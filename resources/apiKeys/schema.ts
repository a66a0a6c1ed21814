import { date, dateTime, number, reference, references, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

/**
 * A partner's API keys (developer settings). The key itself is shown once, when generated, and
 * stored only as its hash; generation and revocation have their own paths (the engine lists them).
 */
export const apiKeys = defineResource({
  name: 'apiKeys',
  service: 'commerce',
  path: 'api/v1/partner/api-key',
  permissions: { read: 'PARTNER_API_KEY_WRITE', write: 'PARTNER_API_KEY_WRITE' },
  label: 'name',
  operations: { create: false, edit: false, delete: false },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  fields: {
    name: text({ required: true, max: 60, list: true, search: true }),
    partnerId: reference('partners', { required: true, list: true, filter: true }),
    /** The key's first characters, to tell keys apart; the rest is never shown again. */
    prefix: text({ readOnly: true, list: true }),
    keyHash: text({ secret: true, readOnly: true }),
    expiresAt: date({ required: true, list: true, sort: true }),
    commerceIds: references('commerces'),
    createdAt: dateTime({ readOnly: true, list: true, sort: true }),
    revokedAt: dateTime({ readOnly: true, list: true }),
    lastUsedAt: dateTime({ readOnly: true, list: true }),
    callCount: number({ integer: true, min: 0, readOnly: true, list: true }),
  },
});

export type ApiKey = RecordOf<typeof apiKeys>;
