import type { DeepStrings } from '../../../../i18n/types';
import type { dashboardsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in Portuguese. */
export const dashboardsFirstScreensPt: DeepStrings<typeof dashboardsFirstScreensEs> = {
  dashboards: {
    transactions: {
      menu: 'Transações',
    },
    monitoring: {
      menu: 'Monitoramento',
    },
    helpdesk: {
      menu: 'Suporte',
    },
    advertisement: {
      menu: 'Publicidade',
    },
    product: {
      menu: 'Produto',
    },
    'project-management': {
      menu: 'Gestão de projetos',
    },
    crypto: {
      menu: 'Criptografia',
    },
  },
};
