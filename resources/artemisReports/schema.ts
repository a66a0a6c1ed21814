import { dateTime, number, oneOf, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

export const artemisReportStatuses = ['GENERATED', 'SENT', 'FAILED'] as const;

/** Regulatory reports produced for the entity (Artemis), listed read-only. */
export const artemisReports = defineResource({
  name: 'artemisReports',
  route: 'reports',
  service: 'reports',
  path: 'api/v1/action-registry/artemis-report',
  permissions: { read: 'ARTEMIS_REPORT', write: 'ARTEMIS_REPORT' },
  menu: { group: 'commerce', order: 7 },
  label: 'fileName',
  operations: { create: false, edit: false, delete: false },
  defaultSort: { field: 'generatedAt', order: 'DESC' },
  fields: {
    generatedAt: dateTime({ required: true, list: true, filter: true, sort: true }),
    fileName: text({ required: true, list: true, filter: true, search: true }),
    period: text({ required: true, list: true, filter: true, sort: true }),
    status: oneOf(artemisReportStatuses, { required: true, list: true, filter: true }),
    records: number({ integer: true, min: 0, list: true, sort: true }),
    generatedBy: text({ list: true, search: true }),
  },
});

export type ArtemisReport = RecordOf<typeof artemisReports>;
