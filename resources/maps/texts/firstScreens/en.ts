import type { DeepStrings } from '../../../../i18n/types';
import type { mapsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in English. */
export const mapsFirstScreensEn: DeepStrings<typeof mapsFirstScreensEs> = {
  maps: {
    menu: 'Terminal map',
  },
};
