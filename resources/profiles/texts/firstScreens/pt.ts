import type { DeepStrings } from '../../../../i18n/types';
import type { profilesFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links) in Portuguese. */
export const profilesFirstScreensPt: DeepStrings<typeof profilesFirstScreensEs> = {
  profilesEmv: {
    menu: {
      certificates: 'Certificados CA',
      proposals: 'Alterações a aprovar',
      parameterUpdate: 'Atualizar parâmetros',
    },
    emv: {
      open: 'Configuração EMV',
    },
  },
};
