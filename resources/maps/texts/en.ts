import type { DeepStrings } from '../../../i18n/types';
import type { mapsEs } from './es';

/** Texts of the terminal map in English. */
export const mapsEn: DeepStrings<typeof mapsEs> = {
  maps: {
    title: 'Terminal map',
    label: "Map of the entity's terminals",
    loading: 'Loading the map…',
    error: 'The terminal positions could not be loaded.',
    unavailable: "No map server answers: the world's outline is shown, without streets.",
    noPermission: 'You are not allowed to see terminals.',
    summary_one: '{{total}} terminal with a position · {{inView}} in view, {{online}} online · {{markers}} markers',
    summary_other: '{{total}} terminals with a position · {{inView}} in view, {{online}} online · {{markers}} markers',
    online: 'Online',
    offline: 'Offline',
    marker: {
      terminal: 'Terminal {{serial}} ({{state}})',
      cluster_one: '{{smart_count}} terminal, {{online}} online: zoom in',
      cluster_other: '{{smart_count}} terminals, {{online}} online: zoom in',
    },
    filters: { state: 'Connection state', all: 'All', brand: 'Brand', anyBrand: 'Any brand', commerce: 'Commerce' },
  },
};
