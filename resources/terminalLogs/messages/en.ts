import type { ResourceMessages } from '../../core/messageTypes';
import type { terminalLogs } from '../schema';

export const messages = {
  name: { one: 'Terminal log', other: 'Terminal logs' },
  fields: {
    serialNumber: 'Serial number',
    terminalId: 'Terminal',
    fileName: 'File name',
    type: 'Type',
    sizeKb: 'Size (KB)',
    createdAt: 'Created at',
  },
  groups: {},
  choices: {
    type: { SYSTEM: 'System', APPLICATION: 'Application', CRASH: 'Crash' },
  },
} satisfies ResourceMessages<typeof terminalLogs>;
