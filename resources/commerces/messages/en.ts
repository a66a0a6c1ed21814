import type { ResourceMessages } from '../../core/messageTypes';
import type { commerces } from '../schema';

export const messages = {
  name: { one: 'Commerce', other: 'Commerces' },
  fields: {
    name: 'Name',
    merchantId: 'Merchant ID (MID)',
    commerceCode: 'Commerce code',
    taxId: 'Tax ID',
    categoryCode: 'Category code (MCC)',
    economicSectorId: 'Economic sector',
    affiliate: 'Affiliate',
    groupingId: 'Grouping ID',
    address: {
      street: 'Street',
      number: 'Number',
      city: 'City',
      state: 'State / Province',
      postalCode: 'Postal code',
    },
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    type: 'Type',
    status: 'Status',
    partnerId: 'Partner integrator',
  },
  groups: { address: 'Address' },
  abilityLabels: { taxId: 'RNC (national taxpayer registry)' },
  choices: {
    type: { PHYSICAL: 'Physical', ONLINE: 'Online', MIXED: 'Mixed' },
    status: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
  },
  help: {
    taxId: 'Between 9 and 11 characters.',
    categoryCode: '4-digit code that classifies the business activity.',
    phone: 'May include the international prefix, for example +1 809 555 0100.',
  },
} satisfies ResourceMessages<typeof commerces>;
