import type { ResourceMessages } from '../../core/messageTypes';
import type { campaigns } from '../schema';

export const messages = {
  name: { one: 'Campaign', other: 'Campaigns' },
  fields: {
    code: 'Code',
    name: 'Name',
    status: 'Status',
    commerceId: 'Commerce',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    sections: { title: 'Title', body: 'Text', image: 'Image' },
    binNumbers: 'BIN numbers',
    postalCodes: 'Postal codes',
    economicSectorIds: 'Economic sectors',
    whitelistCommerceIds: 'Allowed commerces',
    blacklistCommerceIds: 'Excluded commerces',
    minAmount: 'Minimum amount',
    maxAmount: 'Maximum amount',
    maxAwardPerDay: 'Max awards per day',
    ticketText: 'Receipt text',
    terminalCreatedFrom: 'Terminals created from',
    terminalCreatedTo: 'Terminals created to',
  },
  groups: { sections: 'Sections' },
  choices: {
    status: { DRAFT: 'Draft', ACTIVE: 'Active', FINISHED: 'Finished' },
  },
  help: {
    commerceId: 'Each commerce can have only one campaign.',
    sections: 'A campaign needs at least one section; at most five.',
    binNumbers: 'First 6 to 8 digits of the card, numbers only.',
    whitelistCommerceIds: 'If set, the campaign applies only to these commerces.',
    blacklistCommerceIds: 'The campaign does not apply to these commerces.',
    maxAmount: 'Must be greater than the minimum amount.',
    ticketText: 'Printed on the transaction receipt. Maximum 500 characters.',
    terminalCreatedFrom: 'Limits the campaign to terminals created on or after this date.',
  },
} satisfies ResourceMessages<typeof campaigns>;
