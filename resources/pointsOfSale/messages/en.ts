import type { ResourceMessages } from '../../core/messageTypes';
import type { pointsOfSale } from '../schema';

export const messages = {
  name: { one: 'Point of sale', other: 'Points of sale' },
  fields: {
    name: 'Name',
    code: 'Code',
    commerceId: 'Commerce',
    branchId: 'Branch',
    address: 'Address',
    active: 'Active',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof pointsOfSale>;
