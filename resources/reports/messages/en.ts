import type { ResourceMessages } from '../../core/messageTypes';
import type { reports } from '../schema';

export const messages = {
  name: { one: 'Report', other: 'Reports' },
  fields: {
    name: 'Name',
    kind: 'Type',
    brandIds: 'Brands',
    modelIds: 'Models',
    entities: 'Entities',
    connectionType: 'Connection type',
    androidVersion: 'Android version',
  },
  groups: {},
  help: {
    kind: 'Brands, models, entities, connection and Android version filter the terminal report; the user, commerce and Artemis reports cover the current entity.',
  },
  choices: {
    kind: { terminal: 'Terminals', user: 'Users', commerce: 'Commerces', artemis: 'Artemis (month operations)' },
    entities: {
      '9': 'Platform operator',
      '2': 'Spanish bank',
      '3': 'Dominican card processor',
      '4': 'Card acquirer',
      '6': 'Colombian bank',
    },
    connectionType: { WIFI: 'Wi-Fi', ETHERNET: 'Ethernet', MOBILE: 'Mobile data' },
  },
} satisfies ResourceMessages<typeof reports>;
