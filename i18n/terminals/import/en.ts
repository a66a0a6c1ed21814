import type { DeepStrings } from '../../types';
import type { terminalImportEs } from './es';

export const terminalImportEn = {
  terminalImport: {
    button: {
      create: 'Create terminals',
      single: 'Single entry',
      csv: 'From a CSV file',
      group: 'By commerce group',
    },
    page: {
      title: 'Create terminals',
    },
    single: {
      checkingGroups: "Checking the commerce's groups…",
    },
    problems: {
      commerceWithoutGroup: 'The commerce has no group. Create a group for the commerce before creating its terminals.',
      groupOfAnotherCommerce: 'The group does not belong to the chosen commerce.',
      duplicateInFile: 'The serial number {{serial}} is repeated: it already appears in row {{first}}.',
      notSent: 'The row was not sent.',
    },
    csv: {
      intro:
        'Upload a CSV file with one terminal per row. The first row is the header with the columns {{columns}}; {{required}} are required.',
      example: 'Download an example CSV',
      exampleFile: 'terminals-example.csv',
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
      title: 'Importing terminals',
      detail: '{{done}} of {{total}} rows sent',
      cancel: 'Cancel',
      cancelling: 'Cancelling: the current batch finishes and no more rows are sent…',
    },
    report: {
      title: 'Import result',
      created: 'Terminals created: {{count}}',
      rejected: 'Rows rejected: {{count}}',
      notSent: 'Rows not sent: {{count}}',
      cancelled: 'The import was cancelled: the rows already sent are kept; the rest were not sent.',
      stopped: 'The import stopped because the server did not answer: the terminals already created are kept.',
      download: 'Download the rejected rows (CSV)',
      rejectedFile: 'terminals-rejected.csv',
      noneRejected: 'No row was rejected.',
      viewList: 'See the terminals',
      again: 'Import another file',
    },
    columns: {
      row: 'Row',
      serialNumber: 'Serial number',
      code: 'Code',
      message: 'Reason',
      status: 'Status',
    },
    group: {
      intro:
        'Create several terminals at once in a commerce group: they all join the group and its commerce, with the same brand, model and profile.',
      serials: 'Serial numbers',
      serialsHelp: 'One per line, {{max}} at most.',
      tooMany: 'At most {{max}} serial numbers at a time.',
      noSerials: 'Write at least one serial number.',
      create: 'Create the terminals',
      creating: 'Creating the terminals…',
    },
  },
} satisfies DeepStrings<typeof terminalImportEs>;
