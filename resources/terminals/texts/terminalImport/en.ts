import type { DeepStrings } from '../../../../i18n/types';
import type { terminalImportEs } from './es';

export const terminalImportEn = {
  terminalImport: {
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
      exampleFile: 'terminals-example.csv',
    },
    progress: {
      title: 'Importing terminals',
    },
    report: {
      created: 'Terminals created: {{count}}',
      rejectedFile: 'terminals-rejected.csv',
      viewList: 'See the terminals',
    },
    columns: {
      key: 'Serial number',
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
