import type { DeepStrings } from '../../../i18n/types';
import type { reportRunEs } from './es';

/** Texts of running a saved report, in Portuguese. */
export const reportRunPt: DeepStrings<typeof reportRunEs> = {
  reportRun: { column: 'Executar', run: 'Executar', runNamed: 'Executar o relatório {{name}}' },
};
