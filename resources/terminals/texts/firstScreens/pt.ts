import type { DeepStrings } from '../../../../i18n/types';
import type { terminalsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links and the terminal list's create menu) in Portuguese. */
export const terminalsFirstScreensPt: DeepStrings<typeof terminalsFirstScreensEs> = {
  terminalOperations: {
    menu: {
      reassignment: 'Reatribuição',
      refresh: 'Parâmetros de inicialização',
      report: 'Relatório de terminais',
    },
  },
  terminalImport: {
    button: {
      create: 'Criar terminais',
      single: 'Cadastro individual',
      csv: 'A partir de um arquivo CSV',
      group: 'Por grupo de estabelecimento',
    },
  },
};
