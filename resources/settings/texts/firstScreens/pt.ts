import type { DeepStrings } from '../../../../i18n/types';
import type { settingsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in Portuguese. */
export const settingsFirstScreensPt: DeepStrings<typeof settingsFirstScreensEs> = {
  settings: {
    menu: 'Configuração',
  },
};
