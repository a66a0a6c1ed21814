import type { ResourceMessages } from '../../core/messageTypes';
import type { partners } from '../schema';

export const messages = {
  name: { one: 'Partner integrator', other: 'Partner integrators' },
  fields: { code: 'Code', name: 'Name', email: 'Email', active: 'Active', commerceIds: 'Assigned commerces' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof partners>;
