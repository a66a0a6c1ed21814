import type { ResourceMessages } from '../../core/messageTypes';
import type { branches } from '../schema';

export const messages = {
  name: { one: 'Branch', other: 'Branches' },
  fields: {
    name: 'Name',
    commerceId: 'Commerce',
    behaviorType: 'Behavior type',
    donationTarget: 'Donation recipient',
    minAmount: 'Minimum amount',
    maxAmount: 'Maximum amount',
    minDonation: 'Minimum donation',
    amountRanges: { min: 'From', max: 'To', donation: 'Donation' },
  },
  groups: { amountRanges: 'Amount ranges' },
  choices: {
    behaviorType: { STANDARD: 'Standard', DONATION: 'Donation', ROUND_UP: 'Round-up' },
  },
  help: {
    maxAmount: 'Must be greater than the minimum amount.',
    minDonation: 'Must be greater than zero.',
    amountRanges: 'Sale ranges that do not overlap, each with the donation asked in it.',
  },
} satisfies ResourceMessages<typeof branches>;
