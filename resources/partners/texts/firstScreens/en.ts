import type { DeepStrings } from '../../../../i18n/types';
import type { partnersFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in English. */
export const partnersFirstScreensEn: DeepStrings<typeof partnersFirstScreensEs> = {
  partnerPages: {
    menu: {
      commerces: 'Partner commerces',
      developerSettings: 'Developer settings',
    },
  },
};
