import type { DeepStrings } from '../../../../i18n/types';
import type { mapsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in Portuguese. */
export const mapsFirstScreensPt: DeepStrings<typeof mapsFirstScreensEs> = {
  maps: {
    menu: 'Mapa de terminais',
  },
};
