import type { DeepStrings } from '../../../../i18n/types';
import type { fleetInstallsFirstScreensEs } from './es';

/** What the first screens show of this domain (the terminal list's install button) in English. */
export const fleetInstallsFirstScreensEn: DeepStrings<typeof fleetInstallsFirstScreensEs> = {
  fleetInstall: {
    fromList: {
      button: 'Install or push',
    },
  },
};
