import type { DeepStrings } from '../../../../i18n/types';
import type { fleetInstallsFirstScreensEs } from './es';

/** What the first screens show of this domain (the terminal list's install button) in Portuguese. */
export const fleetInstallsFirstScreensPt: DeepStrings<typeof fleetInstallsFirstScreensEs> = {
  fleetInstall: {
    fromList: {
      button: 'Instalar ou enviar',
    },
  },
};
