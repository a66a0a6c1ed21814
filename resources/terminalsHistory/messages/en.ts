import type { ResourceMessages } from '../../core/messageTypes';
import type { terminalActions } from '../schema';

export const messages = {
  name: { one: 'Terminal action', other: 'Action history' },
  fields: {
    terminalId: 'Terminal',
    action: 'Action',
    state: 'State',
    detail: 'Detail',
    reason: 'Failure reason',
    requestedBy: 'Requested by',
    requestedAt: 'Requested at',
    dueAt: 'Answer expected',
    expiresAt: 'Waits until',
    completedAt: 'Completed at',
    targetId: 'Version or component',
    installId: 'Fleet install',
  },
  groups: {},
  choices: {
    action: {
      REQUEST_STATUS: 'Request status',
      REQUEST_LOGS: 'Request logs',
      RESTART: 'Restart',
      SOFT_DELETE: 'Soft delete',
      ASSIGN_TAGS: 'Assign tags',
      INSTALL_APP: 'Install app',
      INSTALL_COMPONENT: 'Install component',
      INSTALL_FIRMWARE: 'Install firmware',
      UNINSTALL_APP: 'Uninstall app',
      UNINSTALL_COMPONENT: 'Uninstall component',
      TPV_INITIALIZATION: 'TPV initialization',
    },
    state: { PENDING: 'Pending', WAITING: 'Waiting for the terminal', DONE: 'Done', FAILED: 'Failed' },
    reason: {
      LOW_BATTERY: 'Battery below 20 %',
      TERMINAL_DELETED: 'The terminal is deactivated',
      OFFLINE: 'The terminal did not connect',
      DOWNLOAD_FAILED: 'Download failed',
      NOT_INSTALLED: 'It was not installed on the terminal',
      EXPIRED: 'Expired before the terminal connected',
      CANCELLED: 'Cancelled',
    },
  },
} satisfies ResourceMessages<typeof terminalActions>;
