import type { commercesEs } from './es';

/** Texts of the commerce screens in English. */
export const commercesEn: typeof commercesEs = {
  commerceForm: {
    tabs: {
      label: 'Commerce sections',
      data: 'Data',
      parameters: 'Parameters',
      terminals: 'Terminals',
      products: 'Products',
      qr: 'QR codes',
      saveFirst: 'Save the commerce to set up its parameters, terminals, products and QR codes.',
    },
    labels: { cif: 'CIF (Spanish tax ID)' },
    help: { cif: 'A letter, seven digits and a check digit or letter, for example B12345678.' },
    validation: { cif: 'The CIF is not valid: a letter, seven digits and a check character.' },
    create: { single: 'Single entry', csv: 'From a CSV file' },
  },
  commerceImport: {
    page: { title: 'Commerce onboarding from a CSV file' },
    csv: {
      intro:
        'Upload a CSV file with one commerce per row. The first row is the header with the columns {{columns}}; {{required}} are required, and whatever the entity asks for (RNC, CIF, e-mail...).',
      exampleFile: 'commerces-example.csv',
    },
    progress: { title: 'Importing commerces' },
    report: {
      created: 'Commerces created: {{count}}',
      rejectedFile: 'rejected-commerces.csv',
      viewList: 'View the commerces',
    },
    columns: { key: 'Merchant ID (MID)' },
    problems: { duplicateInFile: 'Merchant ID {{key}} is repeated: it is already on row {{first}}.' },
  },
  branchRules: {
    rangeOrder: 'The end of the range must be greater than its start.',
    rangeOutside: 'The range must lie within the branch’s minimum and maximum amounts.',
    donationBelowMinimum: 'The donation is below the branch’s minimum donation.',
  },
  commerceParams: {
    groupValues: 'Group parameters',
    inheriting: 'The commerce inherits its group’s parameters: its terminals take these values.',
    reset: 'Reset to the group’s',
    resetDone: 'The group’s parameters were copied. Press Save to keep them.',
    saved: 'Parameters saved.',
    sourceGroupHelp: 'One of the commerce’s groups.',
    validation: { time: 'Enter a time HH:MM from 00:00 to 23:59.' },
  },
  commerceTerminals: {
    count: 'Terminals: {{n}} (online: {{online}})',
    online: 'Online',
    offline: 'Offline',
    state: 'State',
    selectAll: 'Select all',
    none: 'The commerce has no terminals in service.',
    add: 'Add from the warehouse',
    addTitle: 'Terminals in stock',
    addSelected: 'Add selected ({{n}})',
    added: 'Terminals added to the commerce: {{n}}',
    allWarehouses: 'All warehouses',
    noStock: 'No terminals in stock match.',
    moveOut: 'Move to the warehouse',
    moveOutTitle: 'Move terminals to the warehouse',
    moveOutText: 'The {{n}} selected terminals will leave the commerce and wait in the chosen warehouse.',
    movedOut: 'Terminals moved to the warehouse: {{n}}',
    resendPin: 'Resend PIN',
    pinSent: 'PINs of {{n}} terminals sent to {{email}}.',
  },
  commerceProducts: {
    none: 'The commerce has no products.',
    addTitle: 'New product',
    add: 'Add product',
    added: 'Product added.',
  },
  commerceQr: {
    none: 'The commerce has no check-in/check-out QR codes.',
    new: 'New QR code',
    saved: 'QR code saved.',
    print: 'Print',
    imageLabel: 'QR code of commerce {{code}}',
    terminalsHelp: 'Terminals of the commerce in service that offer this code.',
  },
};
