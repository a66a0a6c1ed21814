import type { DeepStrings } from '../../../i18n/types';
import type { csvImportEs } from './es';

export const csvImportEn = {
  csvImport: {
    csv: {
      example: 'Download an example CSV',
      choose: 'Choose a CSV file',
      reading: 'Reading the file: {{rows}} rows…',
      failedRead: 'The file could not be read: {{message}}',
      missingColumns: 'Missing columns: {{columns}}.',
      unknownColumns: 'Unknown columns: {{columns}}.',
      repeatedColumns: 'Repeated columns: {{columns}}.',
      summary: 'Rows read: {{rows}}. Ready to import: {{ready}}. With problems: {{problems}}.',
      previewTitle: 'Preview of the first rows',
      problemsTitle: 'Problems found before sending (these rows will not be sent)',
      ok: 'Correct',
      start: 'Import the correct rows',
      another: 'Choose another file',
      nothingToImport: 'There is no correct row to import.',
    },
    progress: {
      detail: '{{done}} of {{total}} rows sent',
      cancel: 'Cancel',
      cancelling: 'Cancelling: the current batch finishes and no more rows are sent…',
    },
    report: {
      title: 'Import result',
      rejected: 'Rows rejected: {{count}}',
      notSent: 'Rows not sent: {{count}}',
      cancelled: 'The import was cancelled: the rows already sent are kept; the rest were not sent.',
      stopped: 'The import stopped because the server did not answer: the terminals already created are kept.',
      download: 'Download the rejected rows (CSV)',
      noneRejected: 'No row was rejected.',
      again: 'Import another file',
    },
    columns: {
      row: 'Row',
      column: 'Column',
      code: 'Code',
      message: 'Reason',
      status: 'Status',
    },
  },
} satisfies DeepStrings<typeof csvImportEs>;
