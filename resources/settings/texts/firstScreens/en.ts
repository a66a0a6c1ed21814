import type { DeepStrings } from '../../../../i18n/types';
import type { settingsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in English. */
export const settingsFirstScreensEn: DeepStrings<typeof settingsFirstScreensEs> = {
  settings: {
    menu: 'Configuration',
  },
};
