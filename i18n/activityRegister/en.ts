import type { DeepStrings } from '../types';
import type { activityRegisterEs } from './es';

/** Texts of the activity register's tamper-evident export in English. */
export const activityRegisterEn: DeepStrings<typeof activityRegisterEs> = {
  activityRegisterExport: {
    button: 'Export Excel',
    integritySheet: 'Integrity',
    dateUtc: 'Date (UTC)',
    hash: 'Hash (chained SHA-256)',
    key: 'Key',
    value: 'Value',
    description: 'Description',
    formatHint: "Each row carries the hash of its cells and of the previous row's hash (the first, of the header).",
    rowsHint: 'Rows exported.',
    digestHint: 'Final digest: hash of the last hash and the number of rows.',
    verifyHint: 'Command that checks the file and names the first changed row.',
  },
};
