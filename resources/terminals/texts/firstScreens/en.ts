import type { DeepStrings } from '../../../../i18n/types';
import type { terminalsFirstScreensEs } from './es';

/** What the first screens show of this domain (the sidebar's links and the terminal list's create menu) in English. */
export const terminalsFirstScreensEn: DeepStrings<typeof terminalsFirstScreensEs> = {
  terminalOperations: {
    menu: {
      reassignment: 'Reassignment',
      refresh: 'Initialization parameters',
      report: 'Terminal report',
    },
  },
  terminalImport: {
    button: {
      create: 'Create terminals',
      single: 'Single entry',
      csv: 'From a CSV file',
      group: 'By commerce group',
    },
  },
};
