import type { DeepStrings } from '../../../../i18n/types';
import type { profilesFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in English. */
export const profilesFirstScreensEn: DeepStrings<typeof profilesFirstScreensEs> = {
  profilesEmv: {
    menu: {
      certificates: 'CA certificates',
      proposals: 'Changes to approve',
      parameterUpdate: 'Parameter update',
    },
    emv: {
      open: 'EMV configuration',
    },
  },
};
