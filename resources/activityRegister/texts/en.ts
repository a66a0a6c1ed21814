import type { DeepStrings } from '../../../i18n/types';
import type { activityRegisterEs } from './es';

/** Texts of the activity register's tamper-evident export in English. */
export const activityRegisterEn: DeepStrings<typeof activityRegisterEs> = {
  activityRegisterExport: {
    button: 'Export Excel',
    integritySheet: 'Integrity',
    dateUtc: 'Date (UTC)',
    key: 'Key',
    value: 'Value',
    description: 'Description',
    formatHint:
      "Each entry carries the hash the service computed when it registered it: its fields and the previous entry's hash.",
    entityHint: 'Entity whose register the file holds.',
    headSequenceHint:
      "Sequence number of the service's last entry at export time: the file must reach it with no gaps.",
    headHashHint: 'Hash of that last entry, as the service reports it (action-registry/chain-head).',
    verifyHint: 'Command that checks the file and names the first changed or missing entry.',
  },
};
