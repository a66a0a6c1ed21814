import type { DeepStrings } from '../../../../i18n/types';
import type { partnersFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in Portuguese. */
export const partnersFirstScreensPt: DeepStrings<typeof partnersFirstScreensEs> = {
  partnerPages: {
    menu: {
      commerces: 'Estabelecimentos de integradores',
      developerSettings: 'Configurações de desenvolvedor',
    },
  },
};
