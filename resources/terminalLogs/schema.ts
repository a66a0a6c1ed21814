import { dateTime, number, oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

export const logTypes = ['SYSTEM', 'APPLICATION', 'CRASH'] as const;

/** Log files terminals have sent; terminals are asked for them from the logs screen. */
export const terminalLogs = defineResource({
  name: 'terminalLogs',
  route: 'Terminal/logs',
  service: 'terminal',
  path: 'api/v1/TerminalFilesLog',
  listPath: 'api/v1/TerminalFilesLog/list',
  permissions: { read: 'TERMINALS_READ', write: 'TERMINAL_LOG' },
  menu: { group: 'terminals', order: 6 },
  label: 'fileName',
  operations: { create: false, edit: false, delete: true },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  fields: {
    serialNumber: text({ required: true, list: true, filter: true, sort: true, search: true }),
    terminalId: reference('terminals', { required: true, filter: true }),
    fileName: text({ required: true, list: true, search: true }),
    type: oneOf(logTypes, { required: true, list: true, filter: true }),
    sizeKb: number({ required: true, unit: 'KB', list: true, sort: true }),
    createdAt: dateTime({ required: true, list: true, filter: true, sort: true }),
  },
});

export type TerminalLog = RecordOf<typeof terminalLogs>;
