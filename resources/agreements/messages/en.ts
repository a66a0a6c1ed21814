import type { ResourceMessages } from '../../core/messageTypes';
import type { agreements } from '../schema';

export const messages = {
  name: { one: 'Loyalty agreement', other: 'Loyalty agreements' },
  fields: {
    name: 'Name',
    status: 'Status',
    imageUrl: 'Icon',
    asksFuelType: 'Ask for fuel type',
    asksLicencePlate: 'Ask for licence plate',
    asksMileage: 'Ask for mileage',
  },
  groups: {},
  choices: {
    status: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
  },
  help: {
    asksFuelType: 'Asked of the customer at payment.',
    asksLicencePlate: 'Asked of the customer at payment.',
    asksMileage: 'Asked of the customer at payment.',
  },
} satisfies ResourceMessages<typeof agreements>;
