import type { DeepStrings } from '../../../../i18n/types';
import type { groupsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in Portuguese. */
export const groupsFirstScreensPt: DeepStrings<typeof groupsFirstScreensEs> = {
  groupPages: {
    menu: {
      merge: 'Mesclar parâmetros',
    },
  },
};
