import type { DeepStrings } from '../../../../i18n/types';
import type { dashboardsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in English. */
export const dashboardsFirstScreensEn: DeepStrings<typeof dashboardsFirstScreensEs> = {
  dashboards: {
    transactions: {
      menu: 'Transactions',
    },
    monitoring: {
      menu: 'Monitoring',
    },
    helpdesk: {
      menu: 'Help desk',
    },
    advertisement: {
      menu: 'Advertising',
    },
    product: {
      menu: 'Product',
    },
    'project-management': {
      menu: 'Project management',
    },
    crypto: {
      menu: 'Cryptography',
    },
  },
};
