import type { ResourceMessages } from '../../core/messageTypes';
import type { bins } from '../schema';

export const messages = {
  name: { one: 'BIN range', other: 'BIN ranges' },
  fields: {
    name: 'Name',
    ranges: { from: 'From', to: 'To' },
    cardTypeId: 'Card type',
    maxInstallments: 'Max. installments',
    defaultAccount: 'Default account',
    partialPayment: 'Partial payment',
    annulment: 'Void',
    chipExceptions: 'Chip exceptions',
  },
  groups: { ranges: 'Ranges' },
  choices: {
    defaultAccount: { NONE: 'None', CHECKING: 'Checking', SAVINGS: 'Savings', CREDIT: 'Credit' },
  },
  help: {
    ranges: 'Add at least one range; ranges must not overlap.',
    maxInstallments: 'Between 1 and 99 installments.',
  },
} satisfies ResourceMessages<typeof bins>;
