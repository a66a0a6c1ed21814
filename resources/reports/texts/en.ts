import type { DeepStrings } from '../../../i18n/types';
import type { reportRunEs } from './es';

/** Texts of running a saved report, in English. */
export const reportRunEn: DeepStrings<typeof reportRunEs> = {
  reportRun: { column: 'Run', run: 'Run', runNamed: 'Run the report {{name}}' },
};
