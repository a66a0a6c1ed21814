import type { ResourceMessages } from '../../core/messageTypes';
import type { cardTypes } from '../schema';

export const messages = {
  name: { one: 'Card type', other: 'Card types' },
  fields: {
    name: 'Name',
    logo: 'Logo',
    contactlessLogo: 'Contactless logo',
    tags: 'Tags',
    routingHostId: 'Routing host',
    tipAdjustment: 'Tip adjustment',
  },
  groups: {},
  choices: {},
  help: {
    tags: 'Maximum 10 tags.',
    routingHostId: 'Host that receives the transactions of this card type.',
  },
} satisfies ResourceMessages<typeof cardTypes>;
