import type { DeepStrings } from '../../../../i18n/types';
import type { operationsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in English. */
export const operationsFirstScreensEn: DeepStrings<typeof operationsFirstScreensEs> = {
  operationPages: {
    menu: {
      transactions: 'Transactions',
    },
  },
};
