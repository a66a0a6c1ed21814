import type { DeepStrings } from '../../../i18n/types';
import type { mapsEs } from './es';

/** Texts of the terminal map in Portuguese. */
export const mapsPt: DeepStrings<typeof mapsEs> = {
  maps: {
    title: 'Mapa de terminais',
    label: 'Mapa dos terminais da entidade',
    loading: 'Carregando o mapa…',
    error: 'Não foi possível carregar as posições dos terminais.',
    unavailable: 'Nenhum servidor de mapas responde: é mostrado o contorno do mundo, sem ruas.',
    noPermission: 'Você não tem permissão para ver terminais.',
    summary_one: '{{total}} terminal com posição · {{inView}} à vista, {{online}} online · {{markers}} marcadores',
    summary_other: '{{total}} terminais com posição · {{inView}} à vista, {{online}} online · {{markers}} marcadores',
    online: 'Online',
    offline: 'Offline',
    marker: {
      terminal: 'Terminal {{serial}} ({{state}})',
      cluster_one: '{{smart_count}} terminal, {{online}} online: aproximar',
      cluster_other: '{{smart_count}} terminais, {{online}} online: aproximar',
    },
    filters: {
      state: 'Estado da conexão',
      all: 'Todos',
      brand: 'Marca',
      anyBrand: 'Todas as marcas',
      commerce: 'Estabelecimento',
    },
  },
};
